import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from './use-site-settings';

/**
 * The maintenance banner a super admin turns on in the back office: plain text (React escapes it),
 * a status region so screen readers announce it, above the header of every public page.
 */
export function SiteBanner() {
  const { bannerEnabled, bannerText } = useSiteSettings();
  const { t } = useLingui();
  if (!bannerEnabled || !bannerText) return null;
  return (
    <div
      role="status"
      aria-label={t`Site notice`}
      className="border-b border-blood-700 bg-blood-900 px-4 py-2 text-center text-sm font-semibold text-bone-50"
    >
      {bannerText}
    </div>
  );
}
