import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_STATUSES, type Feedback } from '@contracts/feedback';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Label } from '~/components/ui/label';
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
import { ListSection } from '~/features/admin-shared/list-section';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { Pagination } from '~/features/admin-shared/pagination';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
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
  const [toDelete, setToDelete] = useState<Feedback | null>(null);
  // The spec only logs load failures; the toast tells staff why the table is empty.
  useLoadErrorToast(query, 'Failed to load feedback', 'Loading feedback failed');

  const visible = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const counts = stats.data ?? NO_FEEDBACK_STATS;
  const statusOptions = [
    { value: 'all' as const, label: `All Statuses (${counts.total})` },
    ...FEEDBACK_STATUSES.map((value) => ({
      value,
      label: `${FEEDBACK_STATUS_LABELS[value]} (${counts.byStatus[value]})`,
    })),
  ];

  // A page past the end (its last rows deleted, or an old link): show the last page instead.
  const lastPage = Math.max(1, Math.ceil(total / FEEDBACK_PAGE_SIZE));
  const pastTheEnd = !query.isPlaceholderData && query.isSuccess && view.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

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
          onChange={(event) => setDraft(event.target.value)}
          className="flex-1"
        />
        <div className="sm:w-56">
          <Label htmlFor="feedback-status-filter" className="sr-only">
            Filter by status
          </Label>
          <OptionSelect
            id="feedback-status-filter"
            options={statusOptions}
            value={view.status}
            onChange={(status) => update({ status })}
          />
        </div>
      </div>
      <ListSection headingId="feedback-list-heading" title={`Feedback (${total})`}>
        <ListState
          query={query}
          loadingLabel="Loading feedback..."
          errorFallback="Failed to load feedback"
          isEmpty={!visible.length}
          emptyText="No feedback found"
        >
          <FeedbackTable feedback={visible} onView={setViewing} onDelete={setToDelete} />
          <Pagination
            label="Feedback pages"
            page={view.page}
            pageSize={FEEDBACK_PAGE_SIZE}
            total={total}
            onPage={(page) => update({ page })}
          />
        </ListState>
      </ListSection>
      <FeedbackDetailsDialog
        feedback={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onSaved={setViewing}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Feedback"
        description="Are you sure you want to delete this feedback? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
