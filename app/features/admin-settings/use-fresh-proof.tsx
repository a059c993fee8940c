import { FRESH_PROOF_REQUIRED } from '@contracts/reauthentication';
import { useCallback, useRef, useState } from 'react';
import { FreshProofDialog } from './fresh-proof-dialog';
import type { FreshProofGuard } from './fresh-proof-guard';

export type { FreshProofGuard };

type Waiting = { confirmed: () => void; cancelled: () => void };

/**
 * Changes that outlive the session (adding or removing a passkey, setting up two-factor sign-in)
 * answer 403 FRESH_PROOF_REQUIRED when the sign-in is more than a few minutes old
 * (docs/decisions/0041-fresh-proof-and-security-mails.md). `guard` wraps such a call: on that
 * answer it opens `dialog` (render it once in the component), and once the password or a code is
 * confirmed it tries the call once more. Cancelling rejects with the server's message.
 */
export function useFreshProof(): { guard: FreshProofGuard; dialog: React.ReactNode } {
  const [open, setOpen] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  const guard = useCallback<FreshProofGuard>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!(error instanceof Error) || error.message !== FRESH_PROOF_REQUIRED) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { confirmed: resolve, cancelled: () => reject(error) };
        setOpen(true);
      });
      return action();
    }
  }, []);

  const settle = (outcome: keyof Waiting) => {
    setOpen(false);
    const current = waiting.current;
    waiting.current = null;
    current?.[outcome]();
  };

  return {
    guard,
    dialog: (
      <FreshProofDialog
        open={open}
        onConfirmed={() => settle('confirmed')}
        onCancel={() => settle('cancelled')}
      />
    ),
  };
}
