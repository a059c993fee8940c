import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { splitLocalePath } from '@contracts/locale-path';
import { usePageLocale } from '~/lib/use-page-locale';
import { NAV_LINKS } from './site-links';

/**
 * The site's sections as list items, for the header's bar and the small-screen menu, in the page's
 * locale. The current page's link is marked for screen readers (aria-current) and styled by
 * `classFor(true)`.
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
  const { i18n } = useLingui();
  const { locales, localize } = usePageLocale();
  const { path } = splitLocalePath(pathname, locales);
  return NAV_LINKS.map((link) => {
    const active = link.matches(path);
    return (
      <li key={link.to}>
        <Link
          to={localize(link.to)}
          onClick={onNavigate}
          aria-current={active ? 'page' : undefined}
          className={classFor(active)}
        >
          {i18n._(link.label)}
          {active ? activeMark : null}
        </Link>
      </li>
    );
  });
}
