import { Trans } from '@lingui/react/macro';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { usePageLocale } from '~/lib/use-page-locale';

/** An unknown or unpublished permalink. */
export function PostNotFound() {
  const { localize } = usePageLocale();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <ScrollText aria-hidden="true" className="mx-auto size-12 text-blood-500" />
      <h1 className="mt-4 font-display text-3xl font-bold text-bone-50">
        <Trans>Post not found</Trans>
      </h1>
      <p className="mt-3 text-bone-300">
        <Trans>
          This entry has been lost to the Shattered Realms. It may have been moved, unpublished or never
          written.
        </Trans>
      </p>
      <Link to={localize('/dev-diary')} className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
        <Trans>Back to the Dev Diary</Trans>
      </Link>
    </div>
  );
}
