import { useState } from 'react';
import { toast } from 'sonner';
import type { Subscriber } from '@contracts/subscriber';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PagedListSection } from '~/features/admin-shared/paged-list-section';
import { runWithFixedToasts } from '~/features/admin-shared/run-with-toasts';
import { usePaging } from '~/features/admin-shared/use-paging';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import {
  useDeleteSubscriber,
  useResendConfirmation,
  useSubscriberPage,
  useSubscriberStats,
  useSubscriberTotal,
} from '~/features/admin-subscribers/subscriber-api';
import { SubscriberCounters } from '~/features/admin-subscribers/subscriber-counters';
import { type ExportProgress, exportSubscribersCsv } from '~/features/admin-subscribers/subscriber-csv';
import { SUBSCRIBERS_PAGE_SIZE, subscriberUrl } from '~/features/admin-subscribers/subscriber-filters';
import { SubscriberItem } from '~/features/admin-subscribers/subscriber-item';
import { SubscriberToolbar, isFiltered } from '~/features/admin-subscribers/subscriber-toolbar';
import { useSubscriberView } from '~/features/admin-subscribers/use-subscriber-view';
import type { Route } from './+types/subscribers';

export const meta: Route.MetaFunction = () => [{ title: 'Subscribers Management | Blood & Mayhem Admin' }];

/** Subscribers Management: the server pages, filters, searches, counts and exports the list. */
export default function SubscribersPage() {
  const { view, draft, setDraft, update, clear } = useSubscriberView();
  const query = useSubscriberPage(view);
  const stats = useSubscriberStats();
  const deleteSubscriber = useDeleteSubscriber();
  const resendConfirmation = useResendConfirmation();
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  useLoadErrorToast(query, 'Failed to load subscribers');

  const rows = query.data?.data ?? [];
  const { total, exact } = useSubscriberTotal(view, query.data?.meta);
  const paging = usePaging({
    view,
    update,
    query,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    total,
    totalExact: exact,
  });
  const filters = { search: draft, status: view.status, source: view.source };

  async function exportCsv() {
    setExporting({ rows: 0, total });
    await runWithFixedToasts(() => exportSubscribersCsv(subscriberUrl.filterQuery(filters), setExporting), {
      success: 'Subscribers exported successfully',
      failure: 'Failed to export subscribers',
      log: 'Exporting the subscribers failed',
    });
    setExporting(null);
  }

  const remove = (subscriber: Subscriber) =>
    runWithFixedToasts(() => deleteSubscriber.mutateAsync(subscriber.id), {
      success: 'Subscriber deleted successfully',
      failure: 'Failed to delete subscriber',
      log: 'Deleting the subscriber failed',
    });

  async function resend(subscriber: Subscriber) {
    try {
      await resendConfirmation.mutateAsync(subscriber.id);
      toast.success(`Confirmation sent again to ${subscriber.email}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to resend the confirmation');
    }
  }

  const { toDelete, askDelete, confirmProps } = useConfirmDelete(remove);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Subscribers Management"
        description="Newsletter sign-ups from the website, the newsletter and social channels."
      />
      <SubscriberCounters stats={stats.data} />
      <SubscriberToolbar
        filters={filters}
        onChange={(change) => {
          if (change.search !== undefined) setDraft(change.search);
          else update(change);
        }}
        onClear={clear}
        canExport={total > 0}
        onExport={() => void exportCsv()}
        exporting={exporting}
        onRefresh={() => void Promise.all([query.refetch(), stats.refetch()])}
        refreshing={query.isFetching || stats.isFetching}
      />
      <PagedListSection
        headingId="subscriber-list-heading"
        title={`Subscribers (${total}${exact ? '' : '+'})`}
        boxed
        query={query}
        what="subscribers"
        emptyText={
          isFiltered(filters) ? 'No subscribers found matching your criteria.' : 'No subscribers found.'
        }
        pagination={{ label: 'Subscriber pages', ...paging }}
      >
        <ul aria-busy={query.isPlaceholderData}>
          {rows.map((subscriber) => (
            <SubscriberItem
              key={subscriber.id}
              subscriber={subscriber}
              onDelete={() => askDelete(subscriber)}
              onResend={() => void resend(subscriber)}
              resending={resendConfirmation.isPending && resendConfirmation.variables === subscriber.id}
            />
          ))}
        </ul>
      </PagedListSection>
      <ConfirmDialog
        {...confirmProps}
        title="Delete Subscriber"
        description={`Are you sure you want to delete the subscriber ${toDelete?.email ?? ''}? This action cannot be undone.`}
      />
    </div>
  );
}
