import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_STATUSES, type Feedback } from '@contracts/feedback';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Label } from '~/components/ui/label';
import { OptionSelect } from '~/components/ui/option-select';
import { SearchInput } from '~/components/ui/search-input';
import { useDeleteFeedback, useFeedbackList } from '~/features/admin-feedback/feedback-api';
import { FeedbackCounters } from '~/features/admin-feedback/feedback-counters';
import { FeedbackDetailsDialog } from '~/features/admin-feedback/feedback-details-dialog';
import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackStatusFilter,
  feedbackCounts,
  filterFeedback,
} from '~/features/admin-feedback/feedback-filters';
import { FeedbackTable } from '~/features/admin-feedback/feedback-table';
import { errorText } from '~/features/admin-shared/error-text';
import { ListSection } from '~/features/admin-shared/list-section';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import type { Route } from './+types/feedback';

export const meta: Route.MetaFunction = () => [{ title: 'Feedback Management | Blood & Mayhem Admin' }];

export default function FeedbackPage() {
  const query = useFeedbackList();
  const deleteFeedback = useDeleteFeedback();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FeedbackStatusFilter>('all');
  const [viewing, setViewing] = useState<Feedback | null>(null);
  const [toDelete, setToDelete] = useState<Feedback | null>(null);
  // The spec only logs load failures; the toast tells staff why the table is empty.
  useLoadErrorToast(query, 'Failed to load feedback', 'Loading feedback failed');

  const feedback = useMemo(() => query.data ?? [], [query.data]);
  const counts = feedbackCounts(feedback);
  const visible = useMemo(() => filterFeedback(feedback, search, status), [feedback, search, status]);
  const statusOptions = [
    { value: 'all' as const, label: `All Statuses (${counts.all})` },
    ...FEEDBACK_STATUSES.map((value) => ({
      value,
      label: `${FEEDBACK_STATUS_LABELS[value]} (${counts[value]})`,
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

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Feedback Management" description="Bug reports and suggestions sent by players.">
        <RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      </PageHeader>
      <FeedbackCounters feedback={feedback} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          id="feedback-search"
          label="Search feedback"
          placeholder="Search by name, email or subject..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="flex-1"
        />
        <div className="sm:w-56">
          <Label htmlFor="feedback-status-filter" className="sr-only">
            Filter by status
          </Label>
          <OptionSelect
            id="feedback-status-filter"
            options={statusOptions}
            value={status}
            onChange={setStatus}
          />
        </div>
      </div>
      <ListSection headingId="feedback-list-heading" title={`Feedback (${visible.length})`}>
        <ListState
          query={query}
          loadingLabel="Loading feedback..."
          errorFallback="Failed to load feedback"
          isEmpty={!visible.length}
          emptyText="No feedback found"
        >
          <FeedbackTable feedback={visible} onView={setViewing} onDelete={setToDelete} />
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
