import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [
  { title: 'Settings | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The settings screen is a placeholder by design (docs/back-office-screens.md §2). */
export default function SettingsPage() {
  return (
    <section className="flex min-h-64 items-center justify-center rounded-lg border border-dashed border-ink-600 p-8">
      <h1 className="text-center font-display text-2xl font-bold text-bone-50">Settings - Coming Soon</h1>
    </section>
  );
}
