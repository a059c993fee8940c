import { cn } from '~/lib/cn';
import type { EditorVariant } from './editor-extensions';

/** As many placeholders as the toolbar has buttons, so it wraps onto as many lines. */
const BUTTONS: Record<EditorVariant, number> = { full: 22, compact: 10 };

/** The editor's frame while its code loads: the same size, so the form below does not jump. */
export function EditorSkeleton({ variant }: { variant: EditorVariant }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-md border border-ink-600 bg-ink-900">
      <div className="flex flex-wrap gap-0.5 border-b border-ink-700 bg-ink-850 p-1">
        {Array.from({ length: BUTTONS[variant] }, (_, i) => (
          <span key={i} className="size-8 animate-pulse rounded bg-ink-800" />
        ))}
      </div>
      <div className={cn(variant === 'full' ? 'min-h-64' : 'min-h-32')} />
    </div>
  );
}
