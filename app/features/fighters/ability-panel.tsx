import { Trans, useLingui } from '@lingui/react/macro';
import { Film } from 'lucide-react';
import { useState } from 'react';
import type { Ability } from '@contracts/fighter';
import { AmbientVideo } from '~/components/ui/ambient-video';
import { Badge } from '~/components/ui/badge';
import { SubTypeBadge } from './sub-type-badge';
import { videoPoster } from '@contracts/media-paths';
import { ABILITY_TYPE_LABELS } from './ability-labels';

/** The `lang` of one of an ability's texts: the default locale's where it shows for want of a translation. */
export type AbilityTextLang = (field: 'name' | 'description' | 'usage' | 'frequency') => string | undefined;

/**
 * The large panel of the selected ability: a 600×337 demo video frame (it shrinks with the
 * screen and keeps its shape), then name, badges, description, Frequency and Usage. A text shown
 * in the default locale's words for want of a translation says so in its `lang`.
 */
export function AbilityPanel({
  ability,
  video,
  lang,
}: {
  ability: Ability;
  video: string;
  lang: AbilityTextLang;
}) {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  const name = ability.name;
  return (
    <article className="w-full max-w-[600px] overflow-hidden rounded-sm border border-ink-700 bg-ink-950/80 shadow-2xl shadow-black/60 backdrop-blur-sm">
      <div className="relative aspect-[600/337] w-full bg-ink-900">
        {failed ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle,rgba(122,12,12,0.45),transparent_70%)] text-bone-500">
            <span aria-hidden="true" className="font-display text-6xl font-black text-bone-100/80">
              {ability.name.charAt(0).toUpperCase()}
            </span>
            <span className="flex items-center gap-1.5 text-xs tracking-[0.14em] uppercase">
              <Film aria-hidden="true" className="size-3.5" /> <Trans>Demo video coming soon</Trans>
            </span>
          </div>
        ) : (
          <AmbientVideo
            key={video}
            aria-label={t`${name} demo`}
            path={video}
            poster={videoPoster(video)}
            preload="auto"
            width={600}
            height={337}
            onError={() => setFailed(true)}
            className="absolute inset-0 h-full w-full"
          />
        )}
      </div>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <h3 lang={lang('name')} className="font-display text-2xl font-bold tracking-wide text-bone-50">
          {ability.name}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Badge variant={ability.type === 'Spell' ? 'info' : 'default'}>
            {i18n._(ABILITY_TYPE_LABELS[ability.type])}
          </Badge>
          <SubTypeBadge subType={ability.subType} />
          {ability.usage ? (
            <Badge lang={lang('usage')} variant="muted">
              {ability.usage}
            </Badge>
          ) : null}
        </div>
        <p lang={lang('description')} className="leading-relaxed text-bone-300">
          {ability.description}
        </p>
        <dl className="grid grid-cols-2 gap-3 border-t border-ink-800 pt-4 text-sm">
          <div>
            <dt className="text-[11px] font-semibold tracking-[0.14em] text-bone-500 uppercase">
              <Trans>Frequency</Trans>
            </dt>
            <dd lang={lang('frequency')} className="mt-1 font-semibold text-bone-100">
              {ability.frequency || '—'}
            </dd>
          </div>
          <div>
            <dt className="text-[11px] font-semibold tracking-[0.14em] text-bone-500 uppercase">
              <Trans>Usage</Trans>
            </dt>
            <dd lang={lang('usage')} className="mt-1 font-semibold text-bone-100">
              {ability.usage || '—'}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
