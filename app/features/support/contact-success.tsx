import { CircleCheck } from 'lucide-react';

export function ContactSuccess() {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-lg border border-emerald-800 bg-emerald-950/40 px-6 py-12 text-center animate-fade-in"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-400" />
      <h3 className="mt-4 font-display text-xl font-bold text-bone-50">Message Sent Successfully!</h3>
      <p className="mt-2 max-w-sm text-bone-300">
        Thank you for contacting us. We'll get back to you within 24-48 hours.
      </p>
    </div>
  );
}
