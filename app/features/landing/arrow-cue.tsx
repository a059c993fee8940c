import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * The words at the foot of a linked card or slide ("View fighter →"): not a link of its own, the
 * whole card is one. The arrow nudges right and the text turns red while the card is hovered.
 */
export function ArrowCue({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={clsx('mt-3 inline-flex items-center gap-2 text-sm group-hover:text-blood-400', className)}
    >
      {children}{' '}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
    </span>
  );
}
