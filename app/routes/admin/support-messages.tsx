import { useState } from 'react';
import type { SupportMessage, SupportStatus } from '@contracts/support-message';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { SearchInput } from '~/components/ui/search-input';
import { PageHeader } from '~/features/admin-shared/page-header';
import { PagedListSection } from '~/features/admin-shared/paged-list-section';
import { RefreshButton } from '~/features/admin-shared/refresh-button';
import { runWithFixedToasts } from '~/features/admin-shared/run-with-toasts';
import { useConfirmDelete } from '~/features/admin-shared/use-confirm-delete';
import { useLoadErrorToast } from '~/features/admin-shared/use-load-error-toast';
import { usePagedRows } from '~/features/admin-shared/use-paging';
import { useUrlListView } from '~/features/admin-shared/use-url-list-view';
import { MessageCard } from '~/features/admin-support/message-card';
import { MessageDetailsDialog } from '~/features/admin-support/message-details-dialog';
import {
  useDeleteMessage,
  useSetMessageStatus,
  useSupportMessagePage,
} from '~/features/admin-support/support-api';
import {
  MESSAGES_PAGE_SIZE,
  MESSAGE_STATUS_OPTIONS,
  messageUrl,
} from '~/features/admin-support/support-filters';
import type { Route } from './+types/support-messages';

export const meta: Route.MetaFunction = () => [{ title: 'Support Messages | Blood & Mayhem Admin' }];

/** Support Messages: the server pages, filters and searches them; the view lives in the URL. */
export default function SupportMessagesPage() {
  const { view, draft, setDraft, update } = useUrlListView(messageUrl);
  const query = useSupportMessagePage(view);
  const setStatus = useSetMessageStatus();
  const deleteMessage = useDeleteMessage();
  const [viewing, setViewing] = useState<SupportMessage | null>(null);
  useLoadErrorToast(query, 'Failed to load support messages');

  const { rows, total, paging } = usePagedRows(query, { view, update, pageSize: MESSAGES_PAGE_SIZE });

  const changeStatus = (message: SupportMessage, next: SupportStatus) =>
    runWithFixedToasts(() => setStatus.mutateAsync({ id: message.id, status: next }), {
      success: `Message marked as ${next}`,
      failure: 'Failed to update message status',
      log: 'Changing the message status failed',
    });

  const remove = (message: SupportMessage) =>
    runWithFixedToasts(() => deleteMessage.mutateAsync(message.id), {
      success: 'Message deleted successfully',
      failure: 'Failed to delete message',
      log: 'Deleting the message failed',
    });

  const { askDelete, confirmProps } = useConfirmDelete(remove);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Support Messages"
        description="Messages sent through the contact form on the support page."
      >
        <RefreshButton onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      </PageHeader>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          id="message-search"
          label="Search messages"
          placeholder="Search by name, email, subject or message..."
          value={draft}
          onValueChange={setDraft}
          className="flex-1"
        />
        <FilterButtons
          label="Filter by status"
          options={MESSAGE_STATUS_OPTIONS}
          value={view.status}
          onChange={(status) => update({ status })}
        />
      </div>
      <PagedListSection
        headingId="message-list-heading"
        title={`Messages (${total})`}
        query={query}
        what="support messages"
        pagination={{ label: 'Message pages', ...paging }}
        emptyText={
          draft.trim() || view.status !== 'all'
            ? 'No messages found matching your criteria.'
            : 'No support messages received yet.'
        }
      >
        <ul className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
          {rows.map((message) => (
            <MessageCard
              key={message.id}
              message={message}
              onView={() => setViewing(message)}
              onStatus={(next) => void changeStatus(message, next)}
              onDelete={() => askDelete(message)}
            />
          ))}
        </ul>
      </PagedListSection>
      <MessageDetailsDialog
        message={viewing}
        onClose={() => setViewing(null)}
        onReply={(message) => {
          setViewing(null);
          void changeStatus(message, 'replied');
        }}
      />
      <ConfirmDialog
        {...confirmProps}
        title="Delete Message"
        description="Are you sure you want to delete this support message? This action cannot be undone."
      />
    </div>
  );
}
