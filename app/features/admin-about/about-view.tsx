import type { About } from '@contracts/about';
import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { RichTextView } from '~/features/admin-rich-text-editor/rich-text-view';
import { formatDateTime } from '~/lib/format-date';
import { AboutStats } from './about-stats';

/** The page as visitors read it; `translations` are its buttons per other locale, on a site serving several. */
export function AboutView({ about, translations }: { about: About; translations?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <AboutStats description={about.description} isActive={about.isActive} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-2xl">{about.title}</CardTitle>
          <Badge variant={about.isActive ? 'success' : 'muted'}>{about.isActive ? 'Live' : 'Draft'}</Badge>
          {translations ? <div className="-ml-3 flex w-full flex-wrap">{translations}</div> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <section aria-labelledby="about-description-heading">
            <h2
              id="about-description-heading"
              className="text-xs font-semibold tracking-wide text-bone-500 uppercase"
            >
              Main Description
            </h2>
            <RichTextView value={about.description} className="mt-2 text-bone-100" />
          </section>
          <section aria-labelledby="about-mission-heading">
            <h2
              id="about-mission-heading"
              className="text-xs font-semibold tracking-wide text-bone-500 uppercase"
            >
              Mission Statement
            </h2>
            <blockquote className="mt-2 border-l-2 border-blood-600 pl-4 text-bone-100 italic">
              {about.missionStatement}
            </blockquote>
          </section>
          <p className="text-xs text-bone-500">Last updated {formatDateTime(about.lastUpdated)}</p>
        </CardContent>
      </Card>
    </div>
  );
}
