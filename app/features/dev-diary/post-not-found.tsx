import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';

/** An unknown or unpublished permalink. */
export function PostNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <ScrollText aria-hidden="true" className="mx-auto size-12 text-blood-500" />
      <h1 className="mt-4 font-display text-3xl font-bold text-bone-50">Post not found</h1>
      <p className="mt-3 text-bone-300">
        This entry has been lost to the Shattered Realms. It may have been moved, unpublished or never
        written.
      </p>
      <Link to="/dev-diary" className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
        Back to the Dev Diary
      </Link>
    </div>
  );
}
