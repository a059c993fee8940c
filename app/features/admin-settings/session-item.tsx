import type { AccountSession } from '@contracts/account';
import { Monitor } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date';

/** One session: the browser and system, where from, since and last use; the others can be ended here. */
export function SessionItem({
  session,
  ending,
  onEnd,
}: {
  session: AccountSession;
  ending: boolean;
  onEnd: (session: AccountSession) => void;
}) {
  const { device } = session;
  const address = session.ip ?? 'Unknown address';
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bone-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-bone-50">
            <span className="min-w-0 break-words">{device}</span>
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-bone-300 sm:grid-cols-[auto_1fr]">
            <dt className="text-bone-500">Address</dt>
            <dd>{address}</dd>
            <dt className="text-bone-500">Signed in</dt>
            <dd>{formatDateTime(session.createdAt)}</dd>
            <dt className="text-bone-500">Last used</dt>
            <dd>{formatDateTime(session.lastUsedAt)}</dd>
          </dl>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          disabled={ending}
          onClick={() => onEnd(session)}
        >
          End session<span className="sr-only">: {`${device}, ${address}`}</span>
        </Button>
      )}
    </li>
  );
}
