import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';

export function ContactSuccess() {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-lg border border-emerald-800 bg-emerald-950/40 px-6 py-12 text-center animate-fade-in"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-400" />
      <h3 className="mt-4 font-display text-xl font-bold text-bone-50">
        <Trans>Message Sent Successfully!</Trans>
      </h3>
      <p className="mt-2 max-w-sm text-bone-300">
        <Trans>Thank you for contacting us. We'll get back to you within 24-48 hours.</Trans>
      </p>
    </div>
  );
}
