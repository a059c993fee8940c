import { useLingui } from '@lingui/react/macro';
import type { AbilitySubType } from '@contracts/fighter';
import { Badge } from '~/components/ui/badge';
import { clsx } from 'clsx';
import { ABILITY_SUB_TYPE_LABELS } from './ability-labels';

/** Each subType has its own colour, so an ability's timing reads at a glance. */
const SUB_TYPE_CLASSES: Record<AbilitySubType, string> = {
  Trait: 'border-amber-600 bg-amber-950 text-amber-200',
  Positional: 'border-sky-600 bg-sky-950 text-sky-200',
  Active: 'border-blood-500 bg-blood-900 text-bone-50',
  'Impulse 1': 'border-emerald-600 bg-emerald-950 text-emerald-200',
  'Impulse 2': 'border-violet-600 bg-violet-950 text-violet-200',
  'Impulse 3': 'border-fuchsia-600 bg-fuchsia-950 text-fuchsia-200',
};

export function SubTypeBadge({ subType, className }: { subType: AbilitySubType; className?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge variant="custom" className={clsx(SUB_TYPE_CLASSES[subType], className)}>
      {i18n._(ABILITY_SUB_TYPE_LABELS[subType])}
    </Badge>
  );
}
