import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formatCount } from '~/lib/intl-format';

/** Page controls under a server-paged list: the rows shown, the page, Previous and Next. */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  totalExact = true,
  onPage,
}: {
  /** Names the controls for screen readers ("Subscriber pages"). */
  label: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** false: `total` is a lower bound (more rows match); shown as "1,000+". */
  totalExact?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const more = totalExact ? '' : '+';
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-ink-700 px-4 py-3 text-sm text-bone-300 sm:flex-row"
    >
      <p aria-live="polite">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
        {more}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <span>
          Page {formatCount(page)} of {formatCount(pages)}
          {more}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={totalExact && page >= pages}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
