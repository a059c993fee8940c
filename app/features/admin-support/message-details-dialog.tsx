import { Reply } from 'lucide-react';
import type { SupportMessage } from '@contracts/support-message';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { formatDateTime } from '~/lib/format-date';
import { replyHref } from './support-api';
import { STATUS_BADGE } from './support-filters';
import { ViewActivityLink } from '~/features/admin-activity/view-activity-link';
import { DetailItem } from '~/features/admin-shared/detail-item';
import { DetailsDialog } from '~/features/admin-shared/details-dialog';

type MessageDetailsProps = {
  message: SupportMessage | null;
  onClose: () => void;
  onReply: (message: SupportMessage) => void;
};

/**
 * The whole message. 'Reply via Email' is a real mailto link (so the mail client opens from the
 * staff member's click) that also marks the message replied and closes the dialog.
 */
export function MessageDetailsDialog({ message, onClose, onReply }: MessageDetailsProps) {
  return (
    <DetailsDialog item={message} onClose={onClose}>
      {(message) => (
        <>
          <DialogTitle className="pr-8 break-words">{message.subject}</DialogTitle>
          <DialogDescription>Support message details</DialogDescription>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <DetailItem label="Name" valueClassName="text-bone-100">
              {message.name}
            </DetailItem>
            <DetailItem label="Email" valueClassName="break-all text-bone-100">
              {message.email}
            </DetailItem>
            <DetailItem label="Status">
              <Badge variant={STATUS_BADGE[message.status]}>{message.status}</Badge>
            </DetailItem>
            <DetailItem label="Received" valueClassName="text-bone-100">
              {formatDateTime(message.createdAt)}
            </DetailItem>
            <DetailItem
              label="Message"
              className="sm:col-span-2"
              valueClassName="mt-1 rounded-md border border-ink-700 bg-ink-850 p-3 whitespace-pre-wrap text-bone-100"
            >
              {message.message}
            </DetailItem>
          </dl>
          <DialogFooter>
            <ViewActivityLink entity="support_message" entityId={message.id} className="sm:mr-auto" />
            <DialogClose className={buttonVariants({ variant: 'secondary' })}>Close</DialogClose>
            <a href={replyHref(message)} onClick={() => onReply(message)} className={buttonVariants()}>
              <Reply aria-hidden="true" /> Reply via Email
            </a>
          </DialogFooter>
        </>
      )}
    </DetailsDialog>
  );
}
