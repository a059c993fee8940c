import { cn } from '~/lib/cn';

/** The first `limit` tags as chips and a '+N' chip for the rest. */
export function PostTagChips({
  tags,
  limit,
  className,
}: {
  tags: readonly string[];
  limit: number;
  className?: string;
}) {
  if (tags.length === 0) return null;
  const rest = tags.length - limit;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label="Tags">
      {tags.slice(0, limit).map((tag) => (
        <li
          key={tag}
          className="rounded border border-ink-600 bg-ink-800 px-1.5 py-0.5 text-xs text-bone-300"
        >
          {tag}
        </li>
      ))}
      {rest > 0 ? (
        <li
          className="rounded border border-ink-600 bg-ink-850 px-1.5 py-0.5 text-xs text-bone-500"
          title={tags.slice(limit).join(', ')}
        >
          +{rest}
        </li>
      ) : null}
    </ul>
  );
}
