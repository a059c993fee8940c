import type { Faq } from '@contracts/faq';
import { faqNames, faqResource } from '~/features/admin-faq/faq-api';
import { FaqForm } from '~/features/admin-faq/faq-form-dialog';
import { FaqRow } from '~/features/admin-faq/faq-row';
import { ContentListPage } from '~/features/admin-shared/content-list-page';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'FAQ Management | Blood & Mayhem Admin' }];

export default function FaqAdminPage() {
  const move = faqResource.useMove();

  return (
    <ContentListPage<Faq>
      title="FAQ Management"
      description="The questions answered on the support page, in this order."
      preview={{ href: '/support', label: 'Preview Support Page' }}
      names={faqNames}
      resource={faqResource}
      retryLabel="Retry"
      emptyText="No FAQs found. Add your first FAQ!"
      Form={FaqForm}
      formDescription="Question and answer are required."
      deleteQuestion={() => 'Are you sure you want to delete this FAQ? This action cannot be undone.'}
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
