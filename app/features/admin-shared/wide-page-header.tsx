import type { ReactNode } from 'react';

/**
 * The title and purpose of a wide list screen (activity, media, users, dev diaries), with its
 * action (children) beside them from the small breakpoint up.
 */
export function WidePageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="font-display text-2xl font-bold text-bone-50 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-bone-300">{description}</p>
    </>
  );
  if (!children) return <header>{heading}</header>;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>{heading}</div>
      {children}
    </header>
  );
}
