import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_STATUSES, type Feedback } from '@contracts/feedback';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { NativeSelect } from '~/components/ui/native-select';
import { Spinner } from '~/components/ui/spinner';
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
import { cn } from '~/lib/cn';
import type { Route } from './+types/feedback';

export const meta: Route.MetaFunction = () => [{ title: 'Feedback Management | Blood & Mayhem Admin' }];

export default function FeedbackPage() {
  const query = useFeedbackList();
  const deleteFeedback = useDeleteFeedback();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<FeedbackStatusFilter>('all');
  const [viewing, setViewing] = useState<Feedback | null>(null);
  const [toDelete, setToDelete] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!query.isError) return;
    // The spec only logs load failures; the toast tells staff why the table is empty.
    console.error('Loading feedback failed', query.error);
    toast.error('Failed to load feedback');
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const feedback = useMemo(() => query.data ?? [], [query.data]);
  const counts = feedbackCounts(feedback);
  const visible = useMemo(() => filterFeedback(feedback, search, status), [feedback, search, status]);

  async function remove(item: Feedback) {
    try {
      await deleteFeedback.mutateAsync(item.id);
      if (viewing?.id === item.id) setViewing(null);
      toast.success('Feedback deleted successfully');
    } catch (error) {
      console.error('Deleting the feedback failed', error);
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to delete feedback');
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading feedback..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{query.error.message || 'Failed to load feedback'}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (!visible.length)
    body = (
      <p className="rounded-lg border border-dashed border-ink-600 py-10 text-center text-bone-300">
        No feedback found
      </p>
    );
  else body = <FeedbackTable feedback={visible} onView={setViewing} onDelete={setToDelete} />;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">Feedback Management</h1>
          <p className="mt-1 text-sm text-bone-300">Bug reports and suggestions sent by players.</p>
        </div>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} /> Refresh
        </Button>
      </header>
      <FeedbackCounters feedback={feedback} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Label htmlFor="feedback-search" className="sr-only">
            Search feedback
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-bone-500"
          />
          <Input
            id="feedback-search"
            type="search"
            placeholder="Search by name, email or subject..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="sm:w-56">
          <Label htmlFor="feedback-status-filter" className="sr-only">
            Filter by status
          </Label>
          <NativeSelect
            id="feedback-status-filter"
            value={status}
            onChange={(event) => setStatus(event.target.value as FeedbackStatusFilter)}
          >
            <option value="all">All Statuses ({counts.all})</option>
            {FEEDBACK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {FEEDBACK_STATUS_LABELS[value]} ({counts[value]})
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <section aria-labelledby="feedback-list-heading" className="flex flex-col gap-3">
        <h2 id="feedback-list-heading" className="font-display text-lg font-bold text-bone-50">
          Feedback ({visible.length})
        </h2>
        {body}
      </section>
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
