import type { Chapter } from '@contracts/chapter';
import { Badge } from '~/components/ui/badge';
import { EditDeleteButtons } from '~/features/admin-shared/edit-delete-buttons';
import { type OrderedItemRowProps, OrderedRow } from '~/features/admin-shared/ordered-row';

export function ChapterRow({
  item: chapter,
  onEdit,
  onDelete,
  translations,
  ...place
}: OrderedItemRowProps<Chapter>) {
  const label = `chapter ${chapter.order}: ${chapter.subtitle}`;
  return (
    <OrderedRow
      order={chapter.order}
      {...place}
      moveUpLabel={`Move ${label} up`}
      moveDownLabel={`Move ${label} down`}
      label={`Chapter ${chapter.order}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="sr-only">Order {chapter.order}.</span>
        <h3 className="font-display font-bold break-words text-bone-50">{chapter.title}</h3>
        <Badge variant={chapter.isActive ? 'success' : 'muted'}>
          {chapter.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </div>
      <p className="mt-1 font-semibold text-bone-100">{chapter.subtitle}</p>
      <p className="mt-1 text-sm whitespace-pre-line text-bone-300">{chapter.description}</p>
      <p className="mt-2 text-xs text-bone-500">
        Video: <code className="break-all text-bone-300">{chapter.videoSrc}</code>
      </p>
      <div className="mt-3 flex gap-2">
        <EditDeleteButtons
          editLabel={`Edit ${label}`}
          deleteLabel={`Delete ${label}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
        {translations}
      </div>
    </OrderedRow>
  );
}
