import { Trans } from '@lingui/react/macro';
import { Link2, Mail, MessageSquare, Share2 } from 'lucide-react';

/**
 * The share row is decorative (docs/public-screens.md §2): it does nothing, so it is hidden from
 * assistive technology and cannot take focus.
 */
export function ShareButtons() {
  const icons = [MessageSquare, Mail, Link2];
  return (
    <div aria-hidden="true" className="flex items-center gap-3 text-bone-500">
      <Share2 className="size-4" />
      <span className="text-xs tracking-widest uppercase">
        <Trans>Share</Trans>
      </span>
      {icons.map((Icon, index) => (
        <span
          key={index}
          className="grid size-9 place-items-center rounded-full border border-ink-600 bg-ink-850 text-bone-300"
        >
          <Icon className="size-4" />
        </span>
      ))}
    </div>
  );
}
