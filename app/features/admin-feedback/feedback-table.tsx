import { Eye, Trash2 } from 'lucide-react';
import type { Feedback } from '@contracts/feedback';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';
import { FEEDBACK_STATUS_BADGE, FEEDBACK_STATUS_LABELS } from './feedback-filters';

const COLUMNS = ['Name', 'Email', 'Subject', 'Attachments', 'Status', 'Date', 'Actions'];

/** The feedback table; on a phone it scrolls sideways inside its own frame. */
export function FeedbackTable({
  feedback,
  onView,
  onDelete,
}: {
  feedback: Feedback[];
  onView: (item: Feedback) => void;
  onDelete: (item: Feedback) => void;
}) {
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label="Feedback table"
      className="relative overflow-x-auto rounded-lg border border-ink-700 bg-ink-900/80"
    >
      <table className="w-full min-w-[820px] text-left text-sm">
        <caption className="sr-only">Feedback</caption>
        <thead className="bg-ink-850 text-xs tracking-wide text-bone-300 uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'Actions' ? 'p-3 text-right' : 'p-3'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {feedback.map((item) => (
            <tr key={item.id} className="border-t border-ink-700 align-top hover:bg-ink-850/60">
              <td className="p-3 font-semibold text-bone-50">{item.name}</td>
              <td className="p-3 break-all text-bone-300">{item.email}</td>
              <td className="max-w-56 p-3 text-bone-100">{item.subject}</td>
              <td className="p-3 text-center text-bone-300">{item.attachments.length || '-'}</td>
              <td className="p-3">
                <Badge variant={FEEDBACK_STATUS_BADGE[item.status]}>
                  {FEEDBACK_STATUS_LABELS[item.status]}
                </Badge>
              </td>
              <td className="p-3 whitespace-nowrap text-bone-300">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </td>
              <td className="p-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onView(item)}
                    aria-label={`View feedback from ${item.name}: ${item.subject}`}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onDelete(item)}
                    aria-label={`Delete feedback from ${item.name}: ${item.subject}`}
                  >
                    <Trash2 aria-hidden="true" className="text-blood-400" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
