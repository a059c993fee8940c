import type { User } from '@contracts/user';
import { LogOut, Skull } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { AdminNav } from './admin-nav';
import { InitialAvatar } from '~/components/ui/initial-avatar';

type AdminSidebarProps = {
  user: User;
  /** 'Super Admin' or 'Admin'. */
  roleLabel: string;
  onSignOut: () => Promise<void>;
  /** Called after a navigation entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
};

/**
 * The side panel: title, the signed-in user, the navigation and Sign Out (docs/back-office-screens.md §2).
 */
export function AdminSidebar({ user, roleLabel, onSignOut, onNavigate }: AdminSidebarProps) {
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <div className="flex h-full flex-col bg-ink-900">
      <div className="flex items-center gap-2 border-b border-ink-700 px-5 py-4">
        <Skull aria-hidden="true" className="size-6 text-blood-500" />
        <p className="font-display text-lg font-bold tracking-wide text-bone-50">Admin Panel</p>
      </div>
      <div className="flex items-center gap-3 border-b border-ink-700 px-5 py-4">
        <InitialAvatar name={user.name} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-bone-50">{user.name}</p>
          <p className="truncate text-xs text-bone-300">{user.email}</p>
          <Badge variant={user.role === 'super_admin' ? 'blood' : 'info'} className="mt-1">
            {roleLabel}
          </Badge>
        </div>
      </div>
      <AdminNav role={user.role} onNavigate={onNavigate} />
      <div className="border-t border-ink-700 p-3">
        <Button variant="ghost" className="w-full justify-start" onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}
