import { Download, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Feedback } from '@contracts/feedback';
import { Button } from '~/components/ui/button';
import { downloadAttachment } from './feedback-api';
import { formatMegabytes } from './feedback-filters';

type Attachment = Feedback['attachments'][number];

export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const [busy, setBusy] = useState<number | null>(null);

  async function download(attachment: Attachment) {
    setBusy(attachment.id);
    try {
      await downloadAttachment(attachment);
    } catch (error) {
      console.error('Downloading the attachment failed', error);
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to download attachment');
    } finally {
      setBusy(null);
    }
  }

  if (!attachments.length) return <p className="text-sm text-bone-500">No attachments.</p>;
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((attachment) => (
        <li
          key={attachment.id}
          className="flex items-center justify-between gap-3 rounded-md border border-ink-700 bg-ink-850 p-3"
        >
          <div className="flex min-w-0 items-center gap-2">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-bone-500" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-bone-100">{attachment.name}</p>
              <p className="text-xs text-bone-500">
                {attachment.type || 'unknown type'} · {formatMegabytes(attachment.size)}
              </p>
            </div>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download(attachment)}
            disabled={busy === attachment.id}
            aria-label={`Download ${attachment.name}`}
          >
            <Download aria-hidden="true" /> Download
          </Button>
        </li>
      ))}
    </ul>
  );
}
