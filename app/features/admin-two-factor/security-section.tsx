import type { TwoFactorEnabled } from '@contracts/reauthentication';
import type { RecoveryCodes, TwoFactorStatus } from '@contracts/two-factor';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useFreshProof } from '~/features/admin-settings/use-fresh-proof';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { CodeForm } from './code-form';
import { EnrolPanel } from './enrol-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { useCodeAction, useTwoFactorSetup, useTwoFactorStatus } from './two-factor-api';

/** What the card shows besides the status: a step in progress, or nothing. */
type Step = 'idle' | 'enrol' | 'renew' | 'disable' | { codes: string[] };

/**
 * "Two-factor sign-in" for the signed-in staff member (docs/back-office-screens.md): set it up with
 * an authenticator app, keep recovery codes, make new ones, turn it off. Each change asks a code;
 * setting it up asks for the password again when the sign-in is a few minutes old.
 */
export function SecuritySection() {
  const status = useTwoFactorStatus();
  const freshProof = useFreshProof();
  const setup = useTwoFactorSetup(freshProof.guard);
  const confirm = useCodeAction<TwoFactorEnabled>('confirm', freshProof.guard);
  const renew = useCodeAction<RecoveryCodes>('recovery-codes');
  const disable = useCodeAction<TwoFactorStatus>('disable');
  const [step, setStep] = useState<Step>('idle');
  const [pendingDisable, setPendingDisable] = useState<string | null>(null);

  const reset = () => {
    for (const mutation of [setup, confirm, renew, disable]) mutation.reset();
    setStep('idle');
  };
  const start = () => {
    reset();
    setStep('enrol');
    setup.mutate();
  };
  const showCodes = ({ recoveryCodes }: RecoveryCodes) => setStep({ codes: recoveryCodes });
  const queryClient = useQueryClient();
  // Turning it on ends the account's other sessions, opened with the password alone.
  const enabled = (answer: TwoFactorEnabled) => {
    showCodes(answer);
    if (answer.sessionsEnded === 0) return;
    toast.success('Two-factor sign-in is on', {
      description: `Signed out ${answer.sessionsEnded} other session${answer.sessionsEnded === 1 ? '' : 's'}.`,
    });
    void queryClient.invalidateQueries({ queryKey: adminQueryKeys.accountSessions });
  };

  let body: React.ReactNode;
  if (typeof step === 'object') {
    body = <RecoveryCodesPanel codes={step.codes} onDone={reset} />;
  } else if (status.isPending) {
    body = <p className="text-sm text-bone-300">Loading...</p>;
  } else if (status.isError) {
    body = (
      <p role="alert" className="text-sm text-blood-300">
        {status.error.message}
      </p>
    );
  } else if (!status.data.enabled) {
    body =
      step === 'enrol' ? (
        setup.data ? (
          <EnrolPanel
            setup={setup.data}
            busy={confirm.isPending}
            error={confirm.error?.message ?? null}
            onConfirm={(code) => confirm.mutate(code, { onSuccess: enabled })}
            onCancel={reset}
          />
        ) : setup.isError ? (
          <p role="alert" className="text-sm text-blood-300">
            {setup.error.message}
          </p>
        ) : (
          <p className="text-sm text-bone-300">Loading...</p>
        )
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-bone-300">
            {status.data.setupRequired
              ? 'Your account must use two-factor sign-in before it can open the back office.'
              : 'Off. With it on, signing in asks for a code from an authenticator app on your phone.'}
          </p>
          <Button type="button" onClick={start}>
            Set up
          </Button>
        </div>
      );
  } else {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-bone-50">
          On. Recovery codes left: <strong>{status.data.recoveryCodesLeft}</strong>
        </p>
        {step === 'renew' ? (
          <CodeForm
            id="two-factor-renew-code"
            submitLabel="Make new codes"
            hint="A code from your app, or a recovery code. The old recovery codes stop working."
            busy={renew.isPending}
            error={renew.error?.message}
            onSubmit={(code) => renew.mutate(code, { onSuccess: showCodes })}
            onCancel={reset}
          />
        ) : step === 'disable' ? (
          <CodeForm
            id="two-factor-disable-code"
            submitLabel="Turn off"
            hint="A code from your app, or a recovery code."
            busy={disable.isPending}
            error={disable.error?.message}
            onSubmit={setPendingDisable}
            onCancel={reset}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => setStep('renew')}>
              New recovery codes
            </Button>
            <Button type="button" variant="destructive" onClick={() => setStep('disable')}>
              Turn off
            </Button>
          </div>
        )}
      </div>
    );
  }

  // A labelled region, like the settings page's other sections, so it can be jumped to.
  return (
    <Card role="region" aria-labelledby="two-factor-title">
      <CardHeader>
        <h2 id="two-factor-title" className="font-display text-xl font-bold text-bone-50">
          Two-factor sign-in
        </h2>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <ConfirmDialog
        open={pendingDisable !== null}
        onOpenChange={(open) => !open && setPendingDisable(null)}
        title="Turn off two-factor sign-in?"
        description="Signing in will ask only for your password."
        confirmLabel="Turn off"
        onConfirm={() => {
          if (pendingDisable) disable.mutate(pendingDisable, { onSuccess: reset });
          setPendingDisable(null);
        }}
      />
      {freshProof.dialog}
    </Card>
  );
}
