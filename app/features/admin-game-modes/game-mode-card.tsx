import { type ReactNode, useId } from 'react';
import type { GameMode } from '@contracts/game-mode';
import { Badge } from '~/components/ui/badge';
import { Switch } from '~/components/ui/switch';
import { EditDeleteButtons } from '~/features/admin-shared/edit-delete-buttons';
import { formatDateTime } from '~/lib/format-date';
import { PlatformIcon } from './platform-icon';

const STATUS_VARIANT = { Available: 'success', 'Coming Soon': 'warning', 'In Development': 'info' } as const;

export function GameModeCard({
  mode,
  onToggleFeatured,
  onEdit,
  onDelete,
  translations,
}: {
  mode: GameMode;
  onToggleFeatured: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Its translation buttons (content-list-page.tsx), on a site serving more than one locale. */
  translations?: ReactNode;
}) {
  const featuredId = useId();
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-ink-700 bg-ink-900/80 p-5">
      <article aria-labelledby={`${featuredId}-name`} className="flex flex-1 flex-col gap-3">
        <div className="flex items-start gap-3">
          <PlatformIcon platform={mode.platform} />
          <div className="min-w-0 flex-1">
            <h3 id={`${featuredId}-name`} className="font-display text-lg font-bold break-words text-bone-50">
              {mode.name}
            </h3>
            <p className="text-sm text-bone-300">{mode.subtitle}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_VARIANT[mode.status]}>{mode.status}</Badge>
          <Badge variant="muted">{mode.platform}</Badge>
          {mode.isActive ? null : <Badge variant="muted">Hidden</Badge>}
        </div>
        <p className="line-clamp-4 text-sm text-bone-100">{mode.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-ink-700 pt-3 text-xs text-bone-500">
          <label htmlFor={featuredId} className="flex items-center gap-2 text-sm text-bone-100">
            <Switch
              id={featuredId}
              checked={mode.featured}
              onCheckedChange={onToggleFeatured}
              aria-label={`Featured: ${mode.name}`}
            />
            Featured
          </label>
          <span>Order: {mode.order}</span>
          <span>
            Updated <time dateTime={mode.updatedAt}>{formatDateTime(mode.updatedAt)}</time>
          </span>
        </div>
      </article>
      <div className="flex flex-wrap gap-2">
        <EditDeleteButtons
          editLabel={`Edit ${mode.name}`}
          deleteLabel={`Delete ${mode.name}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
        {translations}
      </div>
    </li>
  );
}
