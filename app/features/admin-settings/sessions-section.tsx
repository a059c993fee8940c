import type { AccountSession } from '@contracts/account';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ListState } from '~/features/admin-shared/list-state';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { useAccountMutations, useAccountSessions } from './account-api';
import { SessionItem } from './session-item';
import { SettingsCard } from './settings-card';

/** Every signed-in session of the account; the others can be ended one by one or all at once. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const { endSession, signOutOthers } = useAccountMutations();
  const [confirming, setConfirming] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

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
      onSuccess: ({ ended }) => toast.success(`Signed out ${ended} other session${ended === 1 ? '' : 's'}`),
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
      <ListState
        query={sessions}
        loadingLabel="Loading sessions..."
        errorFallback="Failed to load sessions"
        isEmpty={(sessions.data ?? []).length === 0}
        emptyText="No active sessions."
      >
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Active sessions"
          className="divide-y divide-ink-700 rounded-lg border border-ink-700 outline-none focus-visible:ring-2 focus-visible:ring-blood-500"
        >
          {(sessions.data ?? []).map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={endSession.isPending && endSession.variables === session.id}
              onEnd={(target) => void end(target)}
            />
          ))}
        </ul>
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
