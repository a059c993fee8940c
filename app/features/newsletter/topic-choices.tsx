import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@contracts/newsletter-topics';
import { TOPIC_LABELS } from './topic-labels';

/** Says that the page's form carries the topics, so that none ticked reads as "none", not "not asked". */
export const TOPICS_SHOWN = 'topicsShown';

/**
 * The topics as checkboxes named `topics`, inside a page's form: posted by the browser itself
 * before and without the app, and read by the app's own submit with it. `checked` is where they
 * start (every topic unless told); they stay the visitor's to tick.
 */
export function TopicChoices({
  checked = NEWSLETTER_TOPICS,
  disabled = false,
  onChange,
}: {
  checked?: readonly NewsletterTopic[];
  disabled?: boolean;
  onChange?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="text-left" disabled={disabled}>
      <legend className="text-sm font-semibold uppercase tracking-wider text-bone-300">
        {i18n._(msg`Topics`)}
      </legend>
      <input type="hidden" name={TOPICS_SHOWN} value="1" />
      <div className="mt-3 flex flex-col gap-2">
        {NEWSLETTER_TOPICS.map((topic) => (
          <label
            key={topic}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-ink-700 bg-ink-850/60 p-3 transition-colors hover:border-ink-600 has-[:checked]:border-blood-700"
          >
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={checked.includes(topic)}
              onChange={onChange}
              className="mt-1 size-4 shrink-0 accent-blood-500"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-bone-100">{i18n._(TOPIC_LABELS[topic].label)}</span>
              <span className="text-sm text-bone-500">{i18n._(TOPIC_LABELS[topic].hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The topics a posted form ticked, when it showed them; undefined when it did not (an older page). */
export function postedTopics(form: FormData): string[] | undefined {
  if (form.get(TOPICS_SHOWN) === null) return undefined;
  return form.getAll('topics').filter((value): value is string => typeof value === 'string');
}
