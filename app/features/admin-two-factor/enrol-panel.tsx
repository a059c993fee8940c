import type { TwoFactorSetup } from '@contracts/two-factor';
import { CodeForm } from './code-form';

type EnrolPanelProps = {
  setup: TwoFactorSetup;
  busy: boolean;
  error: string | null;
  onConfirm: (code: string) => void;
  onCancel: () => void;
};

/** Scan or type the secret, then prove it with the first code. */
export function EnrolPanel({ setup, busy, error, onConfirm, onCancel }: EnrolPanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-bone-300">
        <li>Open your authenticator app and scan the QR code, or type the key below.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        {/* Made on the server: the secret never goes to a third-party QR service. */}
        <img
          src={setup.qrCode}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="rounded-md bg-white p-1"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p id="two-factor-key-label" className="text-sm text-bone-300">
            Key to type
          </p>
          <code
            aria-labelledby="two-factor-key-label"
            data-testid="two-factor-secret"
            className="font-mono text-base break-words text-bone-50 select-all"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <CodeForm
        id="two-factor-enrol-code"
        submitLabel={busy ? 'Turning on...' : 'Turn on'}
        busy={busy}
        error={error}
        onSubmit={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
