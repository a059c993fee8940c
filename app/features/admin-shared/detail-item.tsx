import type { ReactNode } from 'react';

/**
 * One labelled value in a record's details list (`<dl>`): a small uppercase label over the value.
 * `valueClassName` styles the value, `className` the pair (for example a full-width span).
 */
export function DetailItem({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-bone-500 uppercase">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
