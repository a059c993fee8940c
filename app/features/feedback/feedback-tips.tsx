import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';

const TIPS = [
  msg`Say what you expected to happen and what happened instead.`,
  msg`For a bug, list the steps that make it happen again.`,
  msg`Name the fighter, ability or screen involved.`,
  msg`Attach a screenshot or a short clip when you can.`,
];

/** The tips box beside the form. */
export function FeedbackTips() {
  const { i18n } = useLingui();
  return (
    <aside
      aria-labelledby="feedback-tips-heading"
      className="self-start rounded-lg border border-ink-700 bg-ink-900/80 p-6"
    >
      <h2
        id="feedback-tips-heading"
        className="flex items-center gap-2 font-display text-lg font-bold text-bone-50"
      >
        <Lightbulb aria-hidden="true" className="size-5 text-ember-400" />
        <Trans>Tips for great feedback</Trans>
      </h2>
      <ul className="mt-4 space-y-3 text-sm text-bone-300">
        {TIPS.map((tip) => (
          <li key={tip.id} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rotate-45 bg-blood-500" />
            {i18n._(tip)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
