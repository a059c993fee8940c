import { accountEndpoints } from '@contracts/endpoints/account';
import type { ReauthenticateInput } from '@contracts/reauthentication';
import { REAUTH_WINDOW_MINUTES } from '@contracts/reauthentication';
import { CODE_REQUIRED } from '@contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '~/components/ui/dialog';
import { InputField } from '~/components/ui/input-field';
import { useTwoFactorStatus } from '~/features/admin-two-factor/two-factor-api';
import { fetchApi } from '~/lib/api-client';

const PASSWORD_REQUIRED = 'Please enter your password';

/**
 * Asks the signed-in owner to prove it is them again (POST /api/account/reauthenticate): the
 * password, or, with two-factor sign-in on, a code from the app or a recovery code
 * (docs/back-office-screens.md, Settings). Closing it cancels the change that asked.
 */
export function FreshProofDialog({
  open,
  onConfirmed,
  onCancel,
}: {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const twoFactor = useTwoFactorStatus();
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (input: ReauthenticateInput) => fetchApi(accountEndpoints.reauthenticate, { body: input }),
  });

  const close = () => {
    setValue('');
    setMissing(null);
    setUseCode(false);
    confirm.reset();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = useCode ? value.trim() : value;
    if (!typed) return setMissing(useCode ? CODE_REQUIRED : PASSWORD_REQUIRED);
    setMissing(null);
    confirm.mutate(useCode ? { code: typed } : { password: typed }, {
      onSuccess: () => {
        close();
        onConfirmed();
      },
    });
  };
  const error = missing ?? confirm.error?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        close();
        onCancel();
      }}
    >
      <DialogContent>
        <DialogTitle>Confirm it is you</DialogTitle>
        <DialogDescription>
          Passkeys and two-factor sign-in outlast this session, so changing them asks again for your password
          when you signed in more than {REAUTH_WINDOW_MINUTES} minutes ago.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
          {useCode ? (
            <InputField
              key="code"
              id="fresh-proof-code"
              label="Code"
              required
              hint="A code from your authenticator app, or a recovery code (it is then used up)."
              error={error}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              className="max-w-48 font-mono tracking-widest"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          ) : (
            <InputField
              key="password"
              id="fresh-proof-password"
              label="Password"
              required
              type="password"
              autoComplete="current-password"
              autoFocus
              error={error}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
          {twoFactor.data?.enabled ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                close();
                setUseCode(!useCode);
              }}
            >
              {useCode ? 'Use your password instead' : 'Use a two-factor code instead'}
            </Button>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                close();
                onCancel();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Checking...' : 'Confirm'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
