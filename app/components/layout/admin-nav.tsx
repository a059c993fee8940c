import type { Role } from '@contracts/user';
import {
  Activity,
  BookOpen,
  CircleHelp,
  Droplet,
  Gamepad2,
  Images,
  Info,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  Newspaper,
  Settings,
  Swords,
  UserCog,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '~/lib/cn';

/** The back-office navigation, in the order of docs/back-office-screens.md §2. */
export const ADMIN_NAV_ITEMS = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard },
  { label: 'Dev Diaries', to: '/admin/dev-diaries', icon: BookOpen },
  { label: 'Fighters', to: '/admin/fighters', icon: Swords },
  { label: 'Game Modes', to: '/admin/game-modes', icon: Gamepad2 },
  { label: 'Blood Message', to: '/admin/blood-message', icon: Droplet },
  { label: 'About Page', to: '/admin/about', icon: Info },
  { label: 'FAQ Management', to: '/admin/faq', icon: CircleHelp },
  { label: 'Media Library', to: '/admin/media', icon: Images },
  { label: 'Support Messages', to: '/admin/support-messages', icon: Mail },
  { label: 'User Feedback', to: '/admin/feedback', icon: MessageSquareText },
  { label: 'User Management', to: '/admin/users', icon: UserCog, superAdminOnly: true },
  { label: 'Subscribers', to: '/admin/subscribers', icon: Newspaper },
  { label: 'Activity', to: '/admin/activity', icon: Activity, superAdminOnly: true },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
] as const;

export function AdminNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const items = ADMIN_NAV_ITEMS.filter((item) => !('superAdminOnly' in item) || role === 'super_admin');
  return (
    <nav aria-label="Admin navigation" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-blood-900/70 text-bone-50 ring-1 ring-blood-700'
                    : 'text-bone-300 hover:bg-ink-800 hover:text-bone-50',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
