import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Faq } from '@contracts/faq';
import { Button, buttonVariants } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import { moveAndRenumber } from '~/features/admin-chapters/reorder';
import { errorText, useAdminFaqs, useFaqMutations } from '~/features/admin-faq/faq-api';
import { FaqFormDialog } from '~/features/admin-faq/faq-form-dialog';
import { FaqRow } from '~/features/admin-faq/faq-row';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'FAQ Management | Blood & Mayhem Admin' }];

export default function FaqAdminPage() {
  const query = useAdminFaqs();
  const { remove, reorder } = useFaqMutations();
  const [form, setForm] = useState<{ open: boolean; faq: Faq | null }>({ open: false, faq: null });
  const [toDelete, setToDelete] = useState<Faq | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load FAQs');
  }, [query.isError, query.errorUpdatedAt]);

  const faqs = query.data ?? [];

  function move(index: number, direction: -1 | 1) {
    const ordered = moveAndRenumber(faqs, index, direction);
    if (ordered) reorder.mutate(ordered);
  }

  async function deleteFaq(faq: Faq) {
    try {
      await remove.mutateAsync(faq.id);
      toast.success('FAQ deleted successfully!');
    } catch (error) {
      toast.error(errorText(error, 'Failed to delete FAQ'));
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading FAQs..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{errorText(query.error, 'Failed to load FAQs')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (!faqs.length)
    body = (
      <p className="rounded-lg border border-dashed border-ink-600 py-10 text-center text-bone-300">
        No FAQs found. Add your first FAQ!
      </p>
    );
  else
    body = (
      <ol className="flex flex-col gap-3">
        {faqs.map((faq, index) => (
          <FaqRow
            key={faq.id}
            faq={faq}
            first={index === 0}
            last={index === faqs.length - 1}
            onMove={(direction) => move(index, direction)}
            onEdit={() => setForm({ open: true, faq })}
            onDelete={() => setToDelete(faq)}
          />
        ))}
      </ol>
    );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">FAQ Management</h1>
          <p className="mt-1 text-sm text-bone-300">
            The questions answered on the support page, in this order.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/support"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ExternalLink aria-hidden="true" /> Preview Support Page
          </a>
          <Button onClick={() => setForm({ open: true, faq: null })}>
            <Plus aria-hidden="true" /> Add FAQ
          </Button>
        </div>
      </header>
      {body}
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
