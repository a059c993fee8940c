import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NAV_LINKS } from './site-links';

/**
 * The site's sections as list items, for the header's bar and the small-screen menu. The current
 * page's link is marked for screen readers (aria-current) and styled by `classFor(true)`.
 */
export function NavLinkItems({
  pathname,
  classFor,
  onNavigate,
  activeMark = null,
}: {
  pathname: string;
  classFor: (active: boolean) => string;
  onNavigate?: () => void;
  activeMark?: ReactNode;
}) {
  return NAV_LINKS.map((link) => {
    const active = link.matches(pathname);
    return (
      <li key={link.to}>
        <Link
          to={link.to}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={classFor(active)}
        >
          {link.label}
          {active ? activeMark : null}
        </Link>
      </li>
    );
  });
}
