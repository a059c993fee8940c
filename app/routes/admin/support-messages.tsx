import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { SupportMessage, SupportStatus } from '@contracts/support-message';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { FilterButtons } from '~/components/ui/filter-buttons';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import { MessageCard } from '~/features/admin-support/message-card';
import { MessageDetailsDialog } from '~/features/admin-support/message-details-dialog';
import {
  useDeleteMessage,
  useSetMessageStatus,
  useSupportMessages,
} from '~/features/admin-support/support-api';
import {
  MESSAGE_STATUS_OPTIONS,
  type MessageStatusFilter,
  filterMessages,
} from '~/features/admin-support/support-filters';
import { cn } from '~/lib/cn';
import type { Route } from './+types/support-messages';

export const meta: Route.MetaFunction = () => [{ title: 'Support Messages | Blood & Mayhem Admin' }];

export default function SupportMessagesPage() {
  const query = useSupportMessages();
  const setStatus = useSetMessageStatus();
  const deleteMessage = useDeleteMessage();
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<MessageStatusFilter>('all');
  const [viewing, setViewing] = useState<SupportMessage | null>(null);
  const [toDelete, setToDelete] = useState<SupportMessage | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load support messages');
  }, [query.isError, query.errorUpdatedAt]);

  const messages = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => filterMessages(messages, search, status), [messages, search, status]);

  async function changeStatus(message: SupportMessage, next: SupportStatus) {
    try {
      await setStatus.mutateAsync({ id: message.id, status: next });
      toast.success(`Message marked as ${next}`);
    } catch (error) {
      console.warn('Changing the message status failed', error);
      toast.error('Failed to update message status');
    }
  }

  async function remove(message: SupportMessage) {
    try {
      await deleteMessage.mutateAsync(message.id);
      toast.success('Message deleted successfully');
    } catch (error) {
      console.warn('Deleting the message failed', error);
      toast.error('Failed to delete message');
    }
  }

  let body: React.ReactNode;
  if (query.isPending) body = <Spinner label="Loading support messages..." className="py-10" />;
  else if (query.isError && !query.data)
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-lg border border-ink-700 py-10 text-center"
      >
        <p className="text-blood-400">{query.error.message || 'Failed to load support messages'}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (!visible.length)
    body = (
      <p className="rounded-lg border border-dashed border-ink-600 py-10 text-center text-bone-300">
        {search.trim() || status !== 'all'
          ? 'No messages found matching your criteria.'
          : 'No support messages received yet.'}
      </p>
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {visible.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            onView={() => setViewing(message)}
            onStatus={(next) => void changeStatus(message, next)}
            onDelete={() => setToDelete(message)}
          />
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-bone-50">Support Messages</h1>
          <p className="mt-1 text-sm text-bone-300">
            Messages sent through the contact form on the support page.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} /> Refresh
        </Button>
      </header>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative flex-1">
          <Label htmlFor="message-search" className="sr-only">
            Search messages
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-bone-500"
          />
          <Input
            id="message-search"
            type="search"
            placeholder="Search by name, email, subject or message..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <FilterButtons
          label="Filter by status"
          options={MESSAGE_STATUS_OPTIONS}
          value={status}
          onChange={setStatusFilter}
        />
      </div>
      <section aria-labelledby="message-list-heading" className="flex flex-col gap-3">
        <h2 id="message-list-heading" className="font-display text-lg font-bold text-bone-50">
          Messages ({visible.length})
        </h2>
        {body}
      </section>
      <MessageDetailsDialog
        message={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onReply={(message) => {
          setViewing(null);
          void changeStatus(message, 'replied');
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Message"
        description="Are you sure you want to delete this support message? This action cannot be undone."
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      />
    </div>
  );
}
