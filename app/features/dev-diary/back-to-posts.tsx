import { type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { usePageLocale } from '~/lib/use-page-locale';

/**
 * The way back to the list: a link to `/dev-diary`, which works before the scripts run. With them,
 * `onBack` may take a plain click instead (back in history, to the list's scroll position).
 */
export function BackToPosts({
  onBack,
  variant,
  className,
  children,
}: {
  onBack?: () => void;
  variant: 'ghost' | 'outline';
  className?: string;
  children: ReactNode;
}) {
  const { localize } = usePageLocale();
  const click = (event: MouseEvent) => {
    if (!onBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onBack();
  };
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={localize('/dev-diary')} onClick={click}>
        {children}
      </Link>
    </Button>
  );
}
