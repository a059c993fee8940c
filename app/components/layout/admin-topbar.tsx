import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';

/**
 * The last path segment with dashes as spaces; the layout's index is the Dashboard
 * (docs/back-office-screens.md §2).
 */
export function breadcrumbOf(pathname: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last || segments.length === 1) return 'Dashboard';
  return decodeURIComponent(last).replace(/-/g, ' ');
}

const lastLoginText = (lastLogin: string | null) => formatDateTime(lastLogin, 'Never');

type AdminTopbarProps = {
  lastLogin: string | null;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
};

export function AdminTopbar({ lastLogin, menuOpen, onOpenMenu, menuButtonRef }: AdminTopbarProps) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-ink-700 bg-ink-900/95 px-4 backdrop-blur sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 lg:hidden"
        aria-label="Open navigation menu"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
        ref={menuButtonRef}
      >
        <Menu aria-hidden="true" className="size-5!" />
      </Button>
      <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
        <ol className="flex items-center gap-2 text-sm">
          <li className="hidden text-bone-500 sm:block">Admin</li>
          <li aria-hidden="true" className="hidden text-bone-500 sm:block">
            /
          </li>
          <li aria-current="page" className="truncate font-semibold text-bone-50 capitalize">
            {breadcrumbOf(pathname)}
          </li>
        </ol>
      </nav>
      <p className="shrink-0 text-right text-xs text-bone-300">Last login: {lastLoginText(lastLogin)}</p>
    </header>
  );
}
