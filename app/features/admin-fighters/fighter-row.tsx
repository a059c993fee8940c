import { ExternalLink, History, Pencil, Star, Swords, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Fighter } from '@contracts/fighter';
import { mediaSrc } from '@contracts/media-paths';
import { Badge } from '~/components/ui/badge';
import { DropdownMenuItem, DropdownMenuSeparator } from '~/components/ui/dropdown-menu';
import { FeaturedToggleItem, RowActionsMenu } from '~/features/admin-shared/row-actions-menu';
import { TranslationControls } from '~/features/admin-shared/translations/translation-controls';
import { cn } from '~/lib/cn';
import { bioPreview } from './fighter-filters';
import { type FighterTranslations, fighterTranslationFields } from './fighter-translations';

export type FighterActions = {
  onEdit: (fighter: Fighter) => void;
  onManageAbilities: (fighter: Fighter) => void;
  onPatchHistory: (fighter: Fighter) => void;
  onToggleFeatured: (fighter: Fighter) => void;
  onDelete: (fighter: Fighter) => void;
};

function Portrait({ fighter }: { fighter: Fighter }) {
  const [broken, setBroken] = useState(false);
  if (fighter.imageUrl && !broken) {
    return (
      <img
        src={mediaSrc(fighter.imageUrl)}
        alt={`${fighter.name} portrait`}
        width={40}
        height={53}
        loading="lazy"
        onError={() => setBroken(true)}
        className="h-[53px] w-10 rounded border border-ink-600 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-[53px] w-10 items-center justify-center rounded border border-ink-600 bg-ink-800 font-display text-lg font-bold text-blood-400"
    >
      {fighter.name.charAt(0)}
    </span>
  );
}

export function FighterRow({
  fighter,
  actions,
  translations,
}: {
  fighter: Fighter;
  actions: FighterActions;
  translations: FighterTranslations;
}) {
  const { stats } = fighter;
  return (
    <tr className="border-t border-ink-700 align-top hover:bg-ink-850/60">
      <td className="p-3">
        <Portrait fighter={fighter} />
      </td>
      <td className="max-w-xs p-3">
        <p className="font-semibold text-bone-50">{fighter.name}</p>
        <p className="mt-1 text-xs text-bone-300">{bioPreview(fighter.bio)}</p>
        {translations.locales.length ? (
          <div className="mt-1.5 -ml-2 flex flex-wrap">
            <TranslationControls
              label={`Fighter: ${fighter.name}`}
              locales={translations.locales}
              statuses={(locale) => translations.statusOf(fighter, locale)}
              fields={fighterTranslationFields(fighter).length}
              onTranslate={(locale) => translations.translate(fighter, locale)}
              buttonClassName="h-7 gap-1.5 px-2 text-xs"
            />
          </div>
        ) : null}
      </td>
      <td className="p-3">
        <Badge variant="blood">{fighter.role}</Badge>
      </td>
      <td className="p-3 text-xs whitespace-nowrap text-bone-300">
        <span className="block">ATK {stats.attackDice}</span>
        <span className="block">DEF {stats.defenseDice}</span>
        <span className="block">HP {stats.baseHP}</span>
      </td>
      <td className="p-3 text-center text-bone-100">{fighter.abilities.length}</td>
      <td className="p-3 text-center">
        <Star
          aria-hidden="true"
          className={cn(
            'mx-auto size-5',
            fighter.featured ? 'fill-ember-400 text-ember-400' : 'text-ink-600',
          )}
        />
        <span className="sr-only">{fighter.featured ? 'Featured' : 'Not featured'}</span>
      </td>
      <td className="p-3 text-right">
        {/* Not modal: a modal menu hides the page with aria-hidden while its buttons stay focusable. */}
        <RowActionsMenu label={`Actions for ${fighter.name}`}>
          <DropdownMenuItem onSelect={() => actions.onEdit(fighter)}>
            <Pencil aria-hidden="true" /> Edit Fighter
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.onManageAbilities(fighter)}>
            <Swords aria-hidden="true" /> Manage Abilities
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.onPatchHistory(fighter)}>
            <History aria-hidden="true" /> Patch History
          </DropdownMenuItem>
          <FeaturedToggleItem
            featured={fighter.featured}
            onSelect={() => actions.onToggleFeatured(fighter)}
          />
          <DropdownMenuItem asChild>
            <a href={`/fighter/${fighter.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> View Details
            </a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(fighter)}>
            <Trash2 aria-hidden="true" /> Delete Fighter
          </DropdownMenuItem>
        </RowActionsMenu>
      </td>
    </tr>
  );
}
