import { type AccountSession, SESSIONS_PAGE_SIZE } from '@contracts/account';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListState } from '~/features/admin-shared/list-state';
import { Pagination } from '~/features/admin-shared/pagination';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { formatCount } from '~/lib/intl-format';
import { useAccountMutations, useAccountSessions } from './account-api';
import { SessionItem } from './session-item';
import { SettingsCard } from './settings-card';

const NO_SESSIONS: AccountSession[] = [];
const sessionCount = (n: number) => `${formatCount(n)} session${n === 1 ? '' : 's'}`;

/**
 * The account's live sessions, a page at a time with their total; the others can be ended one by
 * one or all at once. The server keeps at most SESSION_MAX_PER_ACCOUNT of them.
 */
export function SessionsSection() {
  const [page, setPage] = useState(1);
  const sessions = useAccountSessions(page);
  const { endSession, signOutOthers } = useAccountMutations();
  const [confirming, setConfirming] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const rows = sessions.data?.data ?? NO_SESSIONS;
  const total = sessions.data?.meta.total ?? 0;
  // The session making the requests is always live, and always one of them.
  const others = Math.max(0, total - 1);

  // The last page emptied (its sessions ended): show the one before.
  const lastPage = Math.max(1, Math.ceil(total / SESSIONS_PAGE_SIZE));
  const pastTheEnd = sessions.isSuccess && !sessions.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage]);

  const end = async (session: AccountSession) => {
    const ended = await runWithToasts(() => endSession.mutateAsync(session.id), {
      success: 'Session ended',
      failure: 'Failed to end session',
    });
    // The focused button left with its row: keep keyboard users in the list.
    if (ended) listRef.current?.focus();
  };

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setPage(1);
        toast.success(`Signed out ${ended} other session${ended === 1 ? '' : 's'}`);
      },
      onError: (error) =>
        toast.error('Failed to sign out other sessions', {
          description: error.message || 'Please try again later.',
        }),
    });

  return (
    <SettingsCard
      title="Sessions"
      description="Where your account is signed in. End any session you do not recognise."
      actions={
        <Button
          variant="outline"
          size="sm"
          disabled={others === 0 || signOutOthers.isPending}
          onClick={() => setConfirming(true)}
        >
          Sign out other sessions
        </Button>
      }
    >
      <ListState query={sessions} what="sessions" isEmpty={rows.length === 0} emptyText="No active sessions.">
        <p className="mb-3 text-sm text-bone-300" aria-live="polite">
          {sessionCount(total)}
        </p>
        <div className="rounded-lg border border-ink-700">
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label="Active sessions"
            className="divide-y divide-ink-700 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-blood-500"
          >
            {rows.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={endSession.isPending && endSession.variables === session.id}
                onEnd={(target) => void end(target)}
              />
            ))}
          </ul>
          <Pagination
            label="Session pages"
            page={page}
            pageSize={SESSIONS_PAGE_SIZE}
            total={total}
            onPage={setPage}
          />
        </div>
      </ListState>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out other sessions?"
        description={`Every other device signed in to your account (${others}) will be signed out on its next request. This device stays signed in.`}
        confirmLabel="Sign out others"
        onConfirm={endOthers}
      />
    </SettingsCard>
  );
}
