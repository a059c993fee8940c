import type { User } from '@contracts/user';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AdminMobileDrawer } from './admin-mobile-drawer';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';

type AdminShellProps = {
  user: User;
  roleLabel: string;
  onSignOut: () => Promise<void>;
  children: ReactNode;
};

/**
 * Side panel (a drawer below the lg breakpoint), top bar and the screen
 * (docs/back-office-screens.md §2 Layout).
 */
export function AdminShell({ user, roleLabel, onSignOut, children }: AdminShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Any navigation (links inside a screen too) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar user={user} roleLabel={roleLabel} onSignOut={onSignOut} onNavigate={onNavigate} />
  );
  return (
    <div className="min-h-dvh bg-ink-950">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-ink-700 lg:block">
        {sidebar()}
      </aside>
      <AdminMobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusRef={menuButton}>
        {sidebar(() => setDrawerOpen(false))}
      </AdminMobileDrawer>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <AdminTopbar
          lastLogin={user.lastLogin}
          menuOpen={drawerOpen}
          onOpenMenu={() => setDrawerOpen(true)}
          menuButtonRef={menuButton}
        />
        <main id="admin-main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
