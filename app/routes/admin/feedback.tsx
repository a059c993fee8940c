import { useState } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_STATUSES, type Feedback } from '@contracts/feedback';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FormField } from '~/components/ui/form-field';
import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { useDeleteFeedback, useFeedbackPage, useFeedbackStats } from '~/features/admin-feedback/feedback-api';
import { FeedbackCounters, NO_FEEDBACK_STATS } from '~/features/admin-feedback/feedback-counters';
import { FeedbackDetailsDialog } from '~/features/admin-feedback/feedback-details-dialog';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_STATUS_LABELS,
  feedbackUrl,
} from '~/features/admin-feedback/feedback-filters';
import { FeedbackTable } from '~/features/admin-feedback/feedback-table';
import { errorText } from '~/features/admin-shared/error-text';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PagedListSection } from '~/features/admin-shared/paged-list-section';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import { usePagedRows } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import type { Route } from './+types/feedback';

export const meta: Route.MetaFunction = () => [{ title: 'Feedback Management | Blood & Mayhem Admin' }];

/** Feedback Management: the server pages, filters, searches and counts; the view lives in the URL. */
export default function FeedbackPage() {
  const { view, draft, setDraft, update } = useUrlListView(feedbackUrl);
  const query = useFeedbackPage(view);
  const stats = useFeedbackStats();
  const deleteFeedback = useDeleteFeedback();
  const [viewing, setViewing] = useState<Feedback | null>(null);
  // The spec only logs load failures; the toast tells staff why the table is empty.
  useLoadErrorToast(query, 'Failed to load feedback', 'Loading feedback failed');

  const { rows, total, paging } = usePagedRows(query, { view, update, pageSize: FEEDBACK_PAGE_SIZE });
  const counts = stats.data ?? NO_FEEDBACK_STATS;
  const statusOptions = [
    { value: 'all' as const, label: `All Statuses (${counts.total})` },
    ...FEEDBACK_STATUSES.map((value) => ({
      value,
      label: `${FEEDBACK_STATUS_LABELS[value]} (${counts.byStatus[value]})`,
    })),
  ];

  async function remove(item: Feedback) {
    try {
      await deleteFeedback.mutateAsync(item.id);
      if (viewing?.id === item.id) setViewing(null);
      toast.success('Feedback deleted successfully');
    } catch (error) {
      console.error('Deleting the feedback failed', error);
      toast.error(errorText(error, 'Failed to delete feedback'));
    }
  }

  const { askDelete, confirmProps } = useConfirmDelete(remove);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Feedback Management" description="Bug reports and suggestions sent by players.">
        <RefreshButton
          onRefresh={() => void Promise.all([query.refetch(), stats.refetch()])}
          refreshing={query.isFetching || stats.isFetching}
        />
      </PageHeader>
      <FeedbackCounters stats={counts} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          id="feedback-search"
          label="Search feedback"
          placeholder="Search by name, email or subject..."
          value={draft}
          onValueChange={setDraft}
          className="flex-1"
        />
        <FormField id="feedback-status-filter" label="Filter by status" labelHidden className="sm:w-56">
          {(control) => (
            <OptionSelect
              {...control}
              options={statusOptions}
              value={view.status}
              onChange={(status) => update({ status })}
            />
          )}
        </FormField>
      </div>
      <PagedListSection
        headingId="feedback-list-heading"
        title={`Feedback (${total})`}
        query={query}
        what="feedback"
        emptyText="No feedback found"
        pagination={{ label: 'Feedback pages', ...paging }}
      >
        <FeedbackTable feedback={rows} onView={setViewing} onDelete={askDelete} />
      </PagedListSection>
      <FeedbackDetailsDialog feedback={viewing} onClose={() => setViewing(null)} onSaved={setViewing} />
      <ConfirmDialog
        {...confirmProps}
        title="Delete Feedback"
        description="Are you sure you want to delete this feedback? This action cannot be undone."
      />
    </div>
  );
}
