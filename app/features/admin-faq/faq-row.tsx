import type { Faq } from '@contracts/faq';
import { Badge } from '~/components/ui/badge';
import { EditDeleteButtons } from '~/features/admin-shared/edit-delete-buttons';
import { type OrderedItemRowProps, OrderedRow } from '~/features/admin-shared/ordered-row';
import { RichTextView } from '~/features/admin-rich-text-editor/rich-text-view';
import { formatDateTime } from '~/lib/format-date';

export function FaqRow({ item: faq, onEdit, onDelete, translations, ...place }: OrderedItemRowProps<Faq>) {
  return (
    <OrderedRow
      order={faq.order}
      {...place}
      moveUpLabel={`Move up: ${faq.question}`}
      moveDownLabel={`Move down: ${faq.question}`}
      announceOrder
      label={faq.question}
    >
      <h3 className="font-semibold break-words text-bone-50">{faq.question}</h3>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        <Badge variant="info">{faq.category}</Badge>
        <Badge variant={faq.published ? 'success' : 'muted'}>{faq.published ? 'Active' : 'Inactive'}</Badge>
      </div>
      <RichTextView value={faq.answer} className="mt-2 text-sm text-bone-300" />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <EditDeleteButtons
          editLabel={`Edit FAQ: ${faq.question}`}
          deleteLabel={`Delete FAQ: ${faq.question}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
        {translations}
        <span className="ml-auto text-xs text-bone-500">
          Updated <time dateTime={faq.updatedAt}>{formatDateTime(faq.updatedAt)}</time>
        </span>
      </div>
    </OrderedRow>
  );
}
