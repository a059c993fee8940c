import type { Passkey } from '@contracts/passkeys';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';
import { PasskeyNameForm } from './passkey-name-form';

/** One passkey: its name, when it was added and last used; rename in place, or remove. */
export function PasskeyItem({
  passkey,
  renaming,
  renameError,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  renaming: boolean;
  renameError: string | null;
  onRename: (name: string, done: () => void) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-1 gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bone-500" />
        <div className="min-w-0 flex-1">
          {editing ? (
            <PasskeyNameForm
              id={`passkey-name-${passkey.id}`}
              label="Passkey name"
              defaultName={passkey.name}
              submitLabel="Save"
              busy={renaming}
              error={renameError}
              onSubmit={(name) => onRename(name, () => setEditing(false))}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <p className="font-semibold break-words text-bone-50">{passkey.name}</p>
          )}
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-bone-300 sm:grid-cols-[auto_1fr]">
            <dt className="text-bone-500">Added</dt>
            <dd>{formatDateTime(passkey.createdAt)}</dd>
            <dt className="text-bone-500">Last used</dt>
            <dd>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'Never'}</dd>
          </dl>
        </div>
      </div>
      {editing ? null : (
        <div className="flex gap-2 self-start sm:self-center">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Rename<span className="sr-only">: {passkey.name}</span>
          </Button>
          <Button variant="destructive" size="sm" onClick={() => onRemove(passkey)}>
            Remove<span className="sr-only">: {passkey.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
