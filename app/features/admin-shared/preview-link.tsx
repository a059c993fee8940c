import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '~/components/ui/button';

/** Opens the public page a screen edits in a new tab, so the editing screen stays where it was. */
export function PreviewLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'secondary' })}
    >
      <ExternalLink aria-hidden="true" /> {children}
    </a>
  );
}
