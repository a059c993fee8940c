import type { Passkey } from '@contracts/passkeys';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useFreshProof } from '~/features/admin-settings/use-fresh-proof';
import { defaultPasskeyName } from './passkey-ceremony';
import { PasskeyItem } from './passkey-item';
import { PasskeyNameForm } from './passkey-name-form';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './passkeys-api';

/**
 * "Passkeys" for the signed-in staff member (docs/back-office-screens.md): sign in with a fingerprint,
 * face or device PIN instead of a password. Several per account; each can be renamed or removed.
 * Adding or removing one asks for the password again when the sign-in is a few minutes old.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const freshProof = useFreshProof();
  const add = useAddPasskey(freshProof.guard);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey(freshProof.guard);
  const [adding, setAdding] = useState(false);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [pendingRemove, setPendingRemove] = useState<Passkey | null>(null);
  const supported = browserSupportsWebAuthn();

  let list: React.ReactNode;
  if (passkeys.isPending) list = <p className="text-sm text-bone-300">Loading...</p>;
  else if (passkeys.isError)
    list = (
      <p role="alert" className="text-sm text-blood-300">
        {passkeys.error.message}
      </p>
    );
  else if (passkeys.data.length === 0)
    list = (
      <p className="text-sm text-bone-300">
        No passkeys yet. With one, you can sign in without typing a password.
      </p>
    );
  else
    list = (
      <ul aria-label="Your passkeys" className="divide-y divide-ink-700 rounded-md border border-ink-700">
        {passkeys.data.map((passkey) => (
          <PasskeyItem
            key={passkey.id}
            passkey={passkey}
            renaming={rename.isPending && renamingId === passkey.id}
            renameError={renamingId === passkey.id ? (rename.error?.message ?? null) : null}
            onRename={(name, done) => {
              setRenamingId(passkey.id);
              rename.mutate({ id: passkey.id, name }, { onSuccess: done });
            }}
            onRemove={setPendingRemove}
          />
        ))}
      </ul>
    );

  return (
    <Card role="region" aria-labelledby="passkeys-title">
      <CardHeader>
        <h2 id="passkeys-title" className="font-display text-xl font-bold text-bone-50">
          Passkeys
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {list}
        {remove.isError ? (
          <p role="alert" className="text-sm text-blood-300">
            {remove.error.message}
          </p>
        ) : null}
        {!supported ? (
          <p className="text-sm text-bone-300">This browser cannot make passkeys.</p>
        ) : adding ? (
          <PasskeyNameForm
            id="passkey-new-name"
            label="Name"
            hint="So you can tell your passkeys apart, for example by device."
            defaultName={defaultPasskeyName()}
            submitLabel="Continue"
            busy={add.isPending}
            error={add.error?.message}
            onSubmit={(name) => add.mutate(name, { onSuccess: () => setAdding(false) })}
            onCancel={() => {
              add.reset();
              setAdding(false);
            }}
          />
        ) : (
          <Button type="button" className="self-start" onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        )}
      </CardContent>
      <ConfirmDialog
        open={pendingRemove !== null}
        onOpenChange={(open) => !open && setPendingRemove(null)}
        title="Remove this passkey?"
        description={`"${pendingRemove?.name ?? ''}" will no longer sign you in. Remove it from the device too.`}
        confirmLabel="Remove"
        onConfirm={() => {
          if (pendingRemove) remove.mutate(pendingRemove.id);
          setPendingRemove(null);
        }}
      />
      {freshProof.dialog}
    </Card>
  );
}
