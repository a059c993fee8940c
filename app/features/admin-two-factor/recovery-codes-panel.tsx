import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';

/** A plain text file the browser saves; nothing leaves the page. */
function download(codes: string[]) {
  const text = `Blood & Mayhem back office: recovery codes\nEach works once, in place of a code from the app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-3">
      <h4 id="recovery-codes-title" ref={heading} tabIndex={-1} className="font-semibold text-bone-50">
        Your recovery codes
      </h4>
      <p className="text-sm text-bone-300">
        Keep them somewhere safe. Each signs you in once if your phone is not at hand. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm text-bone-50">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => download(codes)}>
          Download
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </section>
  );
}
