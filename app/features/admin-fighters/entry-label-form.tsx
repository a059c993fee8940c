import { type FormEvent, useId, useState } from 'react';
import type { FighterHistoryEntry, HistoryLabelInput } from '@contracts/fighter-history';
import { historyLabelSchema } from '@contracts/fighter-history';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { InputField } from '~/components/ui/input-field';
import { NativeSelect } from '~/components/ui/native-select';
import { ChangeList } from '~/features/fighters/patch-history';
import { formatEntryDate } from '~/features/fighters/patch-history-format';
import { runWithToasts } from '~/features/admin-shared/run-with-toasts';
import { firstMessages } from '~/lib/use-schema-form';
import { SEARCH_DEBOUNCE_MS } from '~/features/admin-shared/use-url-list-view';
import { useDebouncedValue } from '~/features/admin-shared/use-debounced-value';
import { useLabelHistory, usePostChoices } from './history-api';

export type PostChoice = { id: number; title: string; published?: boolean };

/** One history entry: what changed, and its version and patch notes, saved together. */
export function EntryLabelForm({ fighterId, entry }: { fighterId: number; entry: FighterHistoryEntry }) {
  const id = useId();
  const label = useLabelHistory(fighterId);
  const [version, setVersion] = useState(entry.version ?? '');
  const [postId, setPostId] = useState(entry.postId === null ? '' : String(entry.postId));
  const [error, setError] = useState<string | undefined>();
  // The select offers the newest posts, or those the search finds; the linked one stays in it.
  const [find, setFind] = useState('');
  const found = usePostChoices(useDebouncedValue(find.trim(), SEARCH_DEBOUNCE_MS));
  const [linked, setLinked] = useState<PostChoice | null>(entry.post);
  const choices = found.data ?? [];
  const posts = linked && !choices.some((post) => post.id === linked.id) ? [linked, ...choices] : choices;

  function choose(value: string) {
    setPostId(value);
    setLinked(posts.find((post) => String(post.id) === value) ?? null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const body: HistoryLabelInput = { version, postId: postId === '' ? null : Number(postId) };
    const parsed = historyLabelSchema.safeParse(body);
    setError(parsed.success ? undefined : firstMessages(parsed.error.issues, ['version']).version);
    if (!parsed.success) return;
    await runWithToasts(() => label.mutateAsync({ entryId: entry.id, label: body }), {
      success: 'Patch history entry updated!',
      failure: 'Failed to update the patch history entry',
    });
  }

  return (
    <li className="rounded-md border border-ink-700 bg-ink-850 p-4">
      <p className="text-xs font-semibold tracking-[0.12em] text-bone-300 uppercase">
        <time dateTime={entry.at}>{formatEntryDate(entry.at)}</time>
      </p>
      <ChangeList changes={entry.changes} className="mt-2" />
      <form
        onSubmit={save}
        noValidate
        aria-label={`Label the changes of ${formatEntryDate(entry.at)}`}
        className="mt-4 grid items-end gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
      >
        <InputField
          id={`${id}-version`}
          label="Version"
          placeholder="0.9.4"
          value={version}
          error={error}
          onChange={(event) => setVersion(event.target.value)}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <InputField
            id={`${id}-find`}
            label="Find patch notes"
            type="search"
            placeholder="Search posts by title or tag..."
            value={find}
            onChange={(event) => setFind(event.target.value)}
          />
          <FormField id={`${id}-post`} label="Patch notes">
            <NativeSelect id={`${id}-post`} value={postId} onChange={(event) => choose(event.target.value)}>
              <option value="">No post</option>
              {posts.map((post) => (
                <option key={post.id} value={post.id}>
                  {post.published === false ? `${post.title} (draft)` : post.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <Button type="submit" size="sm" className="h-10" disabled={label.isPending}>
          {label.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </li>
  );
}
