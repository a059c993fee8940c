import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** The short red rule under a public page's title: decoration, hidden from screen readers. */
export function TitleRule() {
  return (
    <div
      aria-hidden="true"
      className="mx-auto mt-4 h-0.5 w-24 bg-gradient-to-r from-transparent via-blood-500 to-transparent"
    />
  );
}

/**
 * A public page's title under its icon, with the rule: `page` size for a full page, `panel` for
 * the narrow answer panels (newsletter sign-up, confirm, unsubscribe).
 */
export function IconTitle({
  icon: Icon,
  size,
  className,
  children,
}: {
  icon: LucideIcon;
  size: 'page' | 'panel';
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="mx-auto size-10 text-blood-500" />
      <h1
        className={clsx(
          'mt-3 font-display font-black tracking-wide text-bone-50',
          size === 'page' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
          className,
        )}
      >
        {children}
      </h1>
      <TitleRule />
    </>
  );
}
