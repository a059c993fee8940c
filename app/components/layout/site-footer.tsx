import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteBadges } from './site-badges';
import { SiteLogo } from './site-logo';
import { SOCIAL_LINK_FIELDS } from '@contracts/site-settings-defaults';
import { FOOTER_LINKS, LEGAL_LINKS, PLACEHOLDER_HREF } from './site-links';
import { SiteSocialIcon } from './site-social-icon';
import { useSiteSettings } from './use-site-settings';
import { usePageLocale } from '~/lib/use-page-locale';
import { LanguageSwitcher } from './language-switcher';

const headingClass = 'font-display text-sm font-bold tracking-[0.2em] text-bone-50';

/**
 * The shared footer of docs/public-screens.md §2. The newsletter signup is passed in by the route layer
 * (components never import features).
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const site = useSiteSettings();
  const { i18n, t } = useLingui();
  const { localize } = usePageLocale();
  const siteName = site.siteName;
  const year = new Date().getFullYear();
  // A network whose link a super admin emptied is not shown (site settings).
  const social = SOCIAL_LINK_FIELDS.filter(({ field }) => site[field] !== '');
  return (
    <footer className="relative border-t border-blood-900/80 bg-ink-950">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-blood-500/70 to-transparent"
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_0.7fr_1.4fr] lg:gap-16">
        <div className="flex flex-col gap-5">
          <SiteLogo />
          <p className="max-w-sm text-sm leading-relaxed text-bone-300">
            <Trans>
              A tactical fighting game of broken oaths and drowned thrones. Twenty-one fighters. One Shattered
              Realm. Every fight decided by the choices you make.
            </Trans>
          </p>
          {social.length > 0 ? (
            <ul aria-label={t`Follow ${siteName}`} className="flex flex-wrap gap-2">
              {social.map(({ field, network }) => (
                <li key={network}>
                  <a
                    href={site[field]}
                    rel="noopener"
                    aria-label={t`${siteName} on ${network}`}
                    className="grid size-10 place-items-center rounded-sm border border-ink-700 bg-ink-900 text-bone-300 transition-colors hover:border-blood-600 hover:text-bone-50"
                  >
                    <SiteSocialIcon network={network} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label={t`Footer`}>
          <h2 className={headingClass}>
            <Trans>THE GAME</Trans>
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={localize(link.to)}
                  className="rounded-sm text-bone-300 transition-colors hover:text-blood-400"
                >
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className={headingClass}>
            <Trans>JOIN THE NEWSLETTER</Trans>
          </h2>
          <p className="mt-3 max-w-md text-sm leading-relaxed text-bone-300">
            <Trans>
              Patch notes, tournament dates and new fighters, straight from the studio. No spam, ever.
            </Trans>
          </p>
          <div className="mt-5">{newsletter}</div>
        </section>
      </div>

      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <SiteBadges />
          <div className="flex flex-col gap-3 lg:items-end">
            <ul aria-label={t`Legal`} className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-bone-500">
              {LEGAL_LINKS.map((label) => (
                <li key={label.id}>
                  <a href={PLACEHOLDER_HREF} className="rounded-sm transition-colors hover:text-bone-100">
                    {i18n._(label)}
                  </a>
                </li>
              ))}
            </ul>
            <LanguageSwitcher className="text-xs" />
            <p className="text-xs text-bone-500">
              <Trans>
                © {year} {siteName}. All rights reserved. All trademarks are property of their respective
                owners.
              </Trans>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
