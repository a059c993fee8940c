import { type ReactNode, useId } from 'react';
import { Card } from '~/components/ui/card';

/** One section of the settings page: a card that is a labelled region, so it can be jumped to. */
export function SettingsCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="p-5 sm:p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="font-display text-xl font-bold text-bone-50">
            {title}
          </h2>
          <p className="mt-1 text-sm text-bone-300">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </Card>
  );
}
