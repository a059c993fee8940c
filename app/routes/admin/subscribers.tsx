import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Subscriber } from '@contracts/subscriber';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListSection } from '~/features/admin-shared/list-section';
import { ListState } from '~/features/admin-shared/list-state';
import { PageHeader } from '~/features/admin-shared/page-header';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import { useDeleteSubscriber, useSubscribers } from '~/features/admin-subscribers/subscriber-api';
import { SubscriberCounters } from '~/features/admin-subscribers/subscriber-counters';
import { csvFileName, downloadCsv, subscribersToCsv } from '~/features/admin-subscribers/subscriber-csv';
import { filterSubscribers } from '~/features/admin-subscribers/subscriber-filters';
import { SubscriberItem } from '~/features/admin-subscribers/subscriber-item';
import { NO_FILTERS, SubscriberToolbar, isFiltered } from '~/features/admin-subscribers/subscriber-toolbar';
import type { Route } from './+types/subscribers';

export const meta: Route.MetaFunction = () => [{ title: 'Subscribers Management | Blood & Mayhem Admin' }];

export default function SubscribersPage() {
  const query = useSubscribers();
  const deleteSubscriber = useDeleteSubscriber();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);
  useLoadErrorToast(query, 'Failed to load subscribers');

  const subscribers = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterSubscribers(subscribers, filters), [subscribers, filters]);

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

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Subscribers Management"
        description="Newsletter sign-ups from the website, the newsletter and social channels."
      />
      <SubscriberCounters subscribers={subscribers} />
      <SubscriberToolbar
        filters={filters}
        onChange={setFilters}
        canExport={visible.length > 0}
        onExport={exportCsv}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <ListSection headingId="subscriber-list-heading" title={`Subscribers (${visible.length})`} boxed>
        <ListState
          query={query}
          loadingLabel="Loading subscribers..."
          errorFallback="Failed to load subscribers"
          isEmpty={!visible.length}
          emptyText={
            isFiltered(filters) ? 'No subscribers found matching your criteria.' : 'No subscribers found.'
          }
          boxed
        >
          <ul>
            {visible.map((subscriber) => (
              <SubscriberItem
                key={subscriber.id}
                subscriber={subscriber}
                onDelete={() => setToDelete(subscriber)}
              />
            ))}
          </ul>
        </ListState>
      </ListSection>
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
