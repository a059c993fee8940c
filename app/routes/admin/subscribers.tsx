import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Subscriber } from '@contracts/subscriber';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Spinner } from '~/components/ui/spinner';
import { useDeleteSubscriber, useSubscribers } from '~/features/admin-subscribers/subscriber-api';
import { SubscriberCounters } from '~/features/admin-subscribers/subscriber-counters';
import { csvFileName, downloadCsv, subscribersToCsv } from '~/features/admin-subscribers/subscriber-csv';
import { filterSubscribers } from '~/features/admin-subscribers/subscriber-filters';
import { SubscriberItem } from '~/features/admin-subscribers/subscriber-item';
import { NO_FILTERS, SubscriberToolbar } from '~/features/admin-subscribers/subscriber-toolbar';
import type { Route } from './+types/subscribers';

export const meta: Route.MetaFunction = () => [{ title: 'Subscribers Management | Blood & Mayhem Admin' }];

export default function SubscribersPage() {
  const query = useSubscribers();
  const deleteSubscriber = useDeleteSubscriber();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load subscribers');
  }, [query.isError, query.errorUpdatedAt]);

  const subscribers = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterSubscribers(subscribers, filters), [subscribers, filters]);
  const filtered = filters.search !== '' || filters.status !== 'all' || filters.source !== 'all';

  function exportCsv() {
    downloadCsv(subscribersToCsv(visible), csvFileName());
    toast.success('Subscribers exported successfully');
  }

  async function remove(subscriber: Subscriber) {
    try {
      await deleteSubscriber.mutateAsync(subscriber.id);
      toast.success('Subscriber deleted successfully');
    } catch (error) {
      console.warn('Deleting the subscriber failed', error);
      toast.error('Failed to delete subscriber');
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading subscribers..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-blood-400">{query.error.message || 'Failed to load subscribers'}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (!visible.length)
    body = (
      <p className="py-10 text-center text-bone-300">
        {filtered ? 'No subscribers found matching your criteria.' : 'No subscribers found.'}
      </p>
    );
  else
    body = (
      <ul>
        {visible.map((subscriber) => (
          <SubscriberItem
            key={subscriber.id}
            subscriber={subscriber}
            onDelete={() => setToDelete(subscriber)}
          />
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold text-bone-50">Subscribers Management</h1>
        <p className="mt-1 text-sm text-bone-300">
          Newsletter sign-ups from the website, the newsletter and social channels.
        </p>
      </header>
      <SubscriberCounters subscribers={subscribers} />
      <SubscriberToolbar
        filters={filters}
        onChange={setFilters}
        canExport={visible.length > 0}
        onExport={exportCsv}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <section
        aria-labelledby="subscriber-list-heading"
        className="rounded-lg border border-ink-700 bg-ink-900/80"
      >
        <h2
          id="subscriber-list-heading"
          className="border-b border-ink-700 px-4 py-3 font-display text-lg font-bold text-bone-50"
        >
          Subscribers ({visible.length})
        </h2>
        {body}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Subscriber"
        description={`Are you sure you want to delete the subscriber ${toDelete?.email ?? ''}? This action cannot be undone.`}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
