import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HistoryChange } from '@contracts/fighter-history';
import { formatUtcLongDate } from '~/lib/format-date';

/** Type-only imports from contracts: the schemas there would bring zod into the public bundle. */

/** Labels are messages of the catalogue, rendered in the page's language by patch-history.tsx. */
export type ChangeLine =
  | { kind: 'stat'; label: MessageDescriptor; from: string; to: string; trend: 'buff' | 'nerf' | null }
  | { kind: 'added' | 'removed'; ability: string }
  | { kind: 'renamed'; ability: string; to: string }
  | { kind: 'property'; ability: string; label: MessageDescriptor; from: string; to: string }
  | { kind: 'description'; ability: string; to: string }
  | { kind: 'other'; field: string; from: string; to: string };

const STAT_LABELS: Record<string, MessageDescriptor> = {
  attackDice: msg`Attack dice`,
  defenseDice: msg`Defense dice`,
  baseHP: msg`HP`,
  baseMobility: msg`Mobility`,
};
const PROPERTY_LABELS: Record<string, MessageDescriptor> = {
  type: msg`type`,
  subType: msg`sub type`,
  usage: msg`usage`,
  frequency: msg`frequency`,
};

/** D2…D6 and plain numbers: a larger die or a higher number is stronger. */
function strength(value: HistoryChange['from']): number | null {
  if (typeof value === 'number') return value;
  const die = typeof value === 'string' ? /^D(\d+)$/.exec(value) : null;
  return die ? Number(die[1]) : null;
}

function trendOf(from: HistoryChange['from'], to: HistoryChange['to']) {
  const [a, b] = [strength(from), strength(to)];
  if (a === null || b === null || a === b) return null;
  return b > a ? 'buff' : 'nerf';
}

const text = (value: HistoryChange['from']) => (value === null ? '' : String(value));

/** One change of a history entry, described for the fighter page (field names: contracts/fighter-history.ts). */
export function describeChange({ field, from, to }: HistoryChange): ChangeLine {
  const stat = /^stats\.(\w+)$/.exec(field);
  if (stat && STAT_LABELS[stat[1]!]) {
    return {
      kind: 'stat',
      label: STAT_LABELS[stat[1]!]!,
      from: text(from),
      to: text(to),
      trend: trendOf(from, to),
    };
  }
  const ability = /^abilities\[(.+)\](?:\.(\w+))?$/.exec(field);
  if (ability) {
    const [, name, property] = ability as unknown as [string, string, string | undefined];
    if (!property)
      return to === null ? { kind: 'removed', ability: name } : { kind: 'added', ability: text(to) };
    if (property === 'name') return { kind: 'renamed', ability: name, to: text(to) };
    if (property === 'description') return { kind: 'description', ability: name, to: text(to) };
    if (PROPERTY_LABELS[property])
      return {
        kind: 'property',
        ability: name,
        label: PROPERTY_LABELS[property],
        from: text(from),
        to: text(to),
      };
  }
  return { kind: 'other', field, from: text(from), to: text(to) };
}

/** A history entry's day: "August 28, 2026" (in en-US unless the page's locale is given). */
export const formatEntryDate = (iso: string, locale?: string) => formatUtcLongDate(iso, '', locale);
