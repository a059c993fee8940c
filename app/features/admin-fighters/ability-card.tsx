import { Trash2 } from 'lucide-react';
import type { Ability } from '@contracts/fighter';
import { mediaSrc } from '@contracts/media-paths';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';

/** One ability as the back office lists it: every field, and a delete button. */
export function AbilityCard({ ability, onDelete }: { ability: Ability; onDelete: () => void }) {
  return (
    <li className="rounded-md border border-ink-700 bg-ink-850 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-bone-50">{ability.name}</h4>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant={ability.type === 'Spell' ? 'info' : 'blood'}>{ability.type}</Badge>
            <Badge variant="muted">{ability.subType}</Badge>
          </div>
        </div>
        <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ability ${ability.name}`}>
          <Trash2 aria-hidden="true" className="text-blood-400" />
        </Button>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-bone-300">{ability.description}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs text-bone-300 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold text-bone-100">Frequency: </dt>
          <dd className="inline">{ability.frequency || '-'}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-bone-100">Usage: </dt>
          <dd className="inline">{ability.usage || '-'}</dd>
        </div>
        {ability.demoVideoUrl ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold text-bone-100">Demo video: </dt>
            <dd className="inline break-all">
              <a
                href={mediaSrc(ability.demoVideoUrl)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-blood-400 underline-offset-2 hover:underline"
              >
                {ability.demoVideoUrl}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
