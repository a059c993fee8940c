import { canSendEnrolmentLink } from '@contracts/rules/user-permissions';
import { ENROLMENT_LINK_HOURS } from '@contracts/two-factor-enrolment-link';
import type { User, UserListItem } from '@contracts/user';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DropdownMenuItem } from '~/components/ui/dropdown-menu';
import { RowActionsMenu } from '~/features/admin-shared/row-actions-menu';
import { useSendEnrolmentLink } from './user-api';

type Person = Pick<User, 'id' | 'role'>;
type Row = User & Partial<Pick<UserListItem, 'twoFactor'>>;

/** Why the item is off, said under it; null when it can be sent. */
function unavailableReason(actor: Person, user: Row) {
  if (user.role === 'user') return 'Two-factor sign-in is for admins and super admins.';
  if (!canSendEnrolmentLink(actor, user)) return 'You cannot send an enrolment link to this user.';
  if (user.twoFactor === 'on') return 'Two-factor sign-in is already on.';
  return null;
}

/**
 * The row's "More actions" menu: Send 2FA enrolment link, after a confirmation. From then on the
 * account sets up two-factor only through the mailed link (docs/decisions/0045-two-factor-enrolment-links.md).
 */
export function UserRowMenu({ user, actor }: { user: Row; actor: User }) {
  const sendEnrolmentLink = useSendEnrolmentLink();
  const [confirming, setConfirming] = useState(false);
  const reason = unavailableReason(actor, user);

  const send = () =>
    sendEnrolmentLink.mutate(user.id, {
      onSuccess: ({ email }) =>
        toast.success('Enrolment link sent', {
          description: `A link valid ${ENROLMENT_LINK_HOURS} hours went to ${email}.`,
        }),
      onError: (error) =>
        toast.error('Failed to send the enrolment link', {
          description: error.message || 'Please try again later.',
        }),
    });

  return (
    <>
      <RowActionsMenu
        label={`More actions for ${user.name}`}
        title="More actions"
        disabled={sendEnrolmentLink.isPending}
      >
        <DropdownMenuItem disabled={reason !== null} onSelect={() => setConfirming(true)}>
          <MailPlus aria-hidden="true" />
          Send 2FA enrolment link
        </DropdownMenuItem>
        {reason ? <p className="max-w-60 px-2 pt-1 pb-1.5 text-xs text-bone-500">{reason}</p> : null}
      </RowActionsMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send 2FA enrolment link"
        description={
          <>
            {user.name} gets a link at {user.email}, valid {ENROLMENT_LINK_HOURS} hours and once. Until
            two-factor sign-in is on, the account can set it up only through that link: its password alone is
            no longer enough.
          </>
        }
        confirmLabel="Send link"
        onConfirm={send}
      />
    </>
  );
}
