import type { Faq } from '@contracts/faq';
import { faqResource } from '~/features/admin-faq/faq-api';
import { FaqForm } from '~/features/admin-faq/faq-form-dialog';
import { FaqRow } from '~/features/admin-faq/faq-row';
import { OrderedContentListPage } from '~/features/admin-shared/ordered-content-list-page';
import type { Route } from './+types/faq';

export const meta: Route.MetaFunction = () => [{ title: 'FAQ Management | Blood & Mayhem Admin' }];

export default function FaqAdminPage() {
  return (
    <OrderedContentListPage<Faq>
      title="FAQ Management"
      description="The questions answered on the support page, in this order."
      preview={{ href: '/support', label: 'Preview Support Page' }}
      resource={faqResource}
      retryLabel="Retry"
      emptyText="No FAQs found. Add your first FAQ!"
      Form={FaqForm}
      formDescription="Question and answer are required."
      itemLabel={(faq) => faq.question}
      Row={FaqRow}
    />
  );
}
