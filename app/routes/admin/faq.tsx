import type { Faq } from '@contracts/faq';
import { faqResource } from '~/features/admin-faq/faq-api';
import { FaqFormDialog } from '~/features/admin-faq/faq-form-dialog';
import { FaqRow } from '~/features/admin-faq/faq-row';
import { ContentListPage } from '~/features/admin-shared/content-list-page';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'FAQ Management | Blood & Mayhem Admin' }];

export default function FaqAdminPage() {
  const query = faqResource.useList();
  const { remove } = faqResource.useWrites();
  const move = faqResource.useMove();

  return (
    <ContentListPage<Faq>
      title="FAQ Management"
      description="The questions answered on the support page, in this order."
      preview={{ href: '/support', label: 'Preview Support Page' }}
      addLabel="Add FAQ"
      query={query}
      loadingLabel="Loading FAQs..."
      loadFailure="Failed to load FAQs"
      retryLabel="Retry"
      emptyText="No FAQs found. Add your first FAQ!"
      FormDialog={FaqFormDialog}
      remove={{
        mutateAsync: remove.mutateAsync,
        success: 'FAQ deleted successfully!',
        failure: 'Failed to delete FAQ',
      }}
      deleteDialog={{
        title: 'Delete FAQ',
        description: () => 'Are you sure you want to delete this FAQ? This action cannot be undone.',
      }}
    >
      {(faqs, { edit, askDelete }) => (
        <ol className="flex flex-col gap-3">
          {faqs.map((faq, index) => (
            <FaqRow
              key={faq.id}
              faq={faq}
              first={index === 0}
              last={index === faqs.length - 1}
              onMove={(direction) => move(faqs, index, direction)}
              onEdit={() => edit(faq)}
              onDelete={() => askDelete(faq)}
            />
          ))}
        </ol>
      )}
    </ContentListPage>
  );
}
