import type { PasskeyToReview } from '@contracts/reauthentication';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useRemovePasskey } from '~/features/admin-passkeys/passkeys-api';
import { formatDateTime } from '~/lib/format-date';
import { useFreshProof } from './use-fresh-proof';

/**
 * After a password change, the passkeys that still sign in to the account without it, each with
 * one-click removal: one added by whoever had the old password would otherwise outlast the change
 * (docs/back-office-screens.md, Settings). The change counts as fresh proof, so no password is
 * asked again for a few minutes.
 */
export function PasskeysReview({ passkeys }: { passkeys: PasskeyToReview[] | undefined }) {
  const freshProof = useFreshProof();
  const remove = useRemovePasskey(freshProof.guard);
  const [removed, setRemoved] = useState<number[]>([]);
  const left = (passkeys ?? []).filter((passkey) => !removed.includes(passkey.id));
  if (left.length === 0) return null;

  return (
    <section
      aria-labelledby="passkeys-review-title"
      className="flex flex-col gap-3 rounded-md border border-ink-700 p-4"
    >
      <h3 id="passkeys-review-title" className="font-semibold text-bone-50">
        Passkeys that still sign in
      </h3>
      <p className="text-sm text-bone-300">
        A passkey signs in without your password, so the change does not stop it. Remove any you do not
        recognise.
      </p>
      <ul aria-label="Passkeys to review" className="divide-y divide-ink-700">
        {left.map((passkey) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="flex min-w-0 gap-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bone-500" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-bone-50">{passkey.name}</p>
                <p className="text-sm text-bone-300">
                  Added {formatDateTime(passkey.createdAt)} · Last used{' '}
                  {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
                </p>
              </div>
            </div>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              disabled={remove.isPending && remove.variables === passkey.id}
              onClick={() =>
                remove.mutate(passkey.id, { onSuccess: () => setRemoved((ids) => [...ids, passkey.id]) })
              }
            >
              Remove<span className="sr-only">: {passkey.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {remove.isError ? (
        <p role="alert" className="text-sm text-blood-300">
          {remove.error.message}
        </p>
      ) : null}
      {freshProof.dialog}
    </section>
  );
}
