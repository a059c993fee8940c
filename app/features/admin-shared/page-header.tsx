import type { ReactNode } from 'react';

/** A back-office screen's title and one-line purpose, with its actions (children) on the right. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-bold text-bone-50">{title}</h1>
        <p className="mt-1 text-sm text-bone-300">{description}</p>
      </div>
      {children}
    </header>
  );
}
