import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Faq } from '@contracts/faq';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useAdminFaqs, useFaqMutations } from '~/features/admin-faq/faq-api';
import { FaqFormDialog } from '~/features/admin-faq/faq-form-dialog';
import { FaqRow } from '~/features/admin-faq/faq-row';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PreviewLink } from '~/features/admin-shared/preview-link';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'FAQ Management | Blood & Mayhem Admin' }];

export default function FaqAdminPage() {
  const query = useAdminFaqs();
  const { remove, move } = useFaqMutations();
  const [form, setForm] = useState<{ open: boolean; faq: Faq | null }>({ open: false, faq: null });
  const [toDelete, setToDelete] = useState<Faq | null>(null);
  useLoadErrorToast(query, 'Failed to load FAQs');

  const faqs = query.data ?? [];

  const deleteFaq = (faq: Faq) =>
    runWithToasts(() => remove.mutateAsync(faq.id), {
      success: 'FAQ deleted successfully!',
      failure: 'Failed to delete FAQ',
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="FAQ Management"
        description="The questions answered on the support page, in this order."
      >
        <div className="flex flex-wrap gap-2">
          <PreviewLink href="/support">Preview Support Page</PreviewLink>
          <Button onClick={() => setForm({ open: true, faq: null })}>
            <Plus aria-hidden="true" /> Add FAQ
          </Button>
        </div>
      </PageHeader>
      <ListState
        query={query}
        loadingLabel="Loading FAQs..."
        errorFallback="Failed to load FAQs"
        retryLabel="Retry"
        isEmpty={!faqs.length}
        emptyText="No FAQs found. Add your first FAQ!"
      >
        <ol className="flex flex-col gap-3">
          {faqs.map((faq, index) => (
            <FaqRow
              key={faq.id}
              faq={faq}
              first={index === 0}
              last={index === faqs.length - 1}
              onMove={(direction) => move(faqs, index, direction)}
              onEdit={() => setForm({ open: true, faq })}
              onDelete={() => setToDelete(faq)}
            />
          ))}
        </ol>
      </ListState>
      <FaqFormDialog
        open={form.open}
        faq={form.faq}
        nextOrder={faqs.length + 1}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete FAQ"
        description="Are you sure you want to delete this FAQ? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) void deleteFaq(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
