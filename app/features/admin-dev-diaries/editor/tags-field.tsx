import { LIMITS } from '@contracts/common';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { addTag, tagSuggestions } from './editor-schema';

type TagsFieldProps = { value: string[]; onChange: (tags: string[]) => void; error?: string };

/** Tags as removable chips, a text box (Enter adds) and the first 10 unused suggestions. */
export function TagsField({ value, onChange, error }: TagsFieldProps) {
  const [draft, setDraft] = useState('');
  const commit = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  const suggestions = tagSuggestions(value);
  return (
    // The suggestions sit below the field's error, so they stay outside the FormField.
    <div className="flex flex-col gap-2">
      <FormField id="post-tags" label="Tags" required error={error} className="gap-2">
        {(control) => (
          <>
            {value.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Selected tags">
                {value.map((tag) => (
                  <li
                    key={tag}
                    className="flex items-center gap-1 rounded-full border border-blood-700 bg-blood-900/50 py-0.5 pr-1 pl-2.5 text-xs text-bone-50"
                  >
                    {tag}
                    <button
                      type="button"
                      aria-label={`Remove tag ${tag}`}
                      onClick={() => onChange(value.filter((t) => t !== tag))}
                      className="rounded-full p-0.5 text-bone-300 hover:bg-blood-800 hover:text-bone-50"
                    >
                      <X aria-hidden="true" className="size-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="flex gap-2">
              <Input
                {...control}
                value={draft}
                maxLength={LIMITS.tag}
                placeholder="Add a tag and press Enter"
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  // Enter adds the tag; it must not submit the post.
                  event.preventDefault();
                  commit();
                }}
              />
              <Button variant="secondary" onClick={commit} aria-label="Add tag">
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </>
        )}
      </FormField>
      {suggestions.length > 0 ? (
        <div>
          <p className="text-xs text-bone-500">Suggestions</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Tag suggestions">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(addTag(value, tag))}
                  className="rounded-full border border-ink-600 bg-ink-800 px-2.5 py-0.5 text-xs text-bone-300 hover:border-blood-600 hover:text-bone-50"
                >
                  <span className="sr-only">Add tag </span>
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
