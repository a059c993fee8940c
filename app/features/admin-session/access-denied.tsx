import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';

/** What a signed-in admin sees on a screen their role may not open (docs/back-office-screens.md §6). */
export function AccessDenied() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-lg border border-ink-700 bg-ink-900/80 p-8 text-center">
      <ShieldAlert aria-hidden="true" className="size-10 text-blood-400" />
      <h1 className="font-display text-2xl font-bold text-bone-50">You do not have access to this page</h1>
      <p className="text-sm text-bone-300">Only a super admin can open this screen.</p>
      <Link to="/admin" className={buttonVariants({ variant: 'secondary' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
