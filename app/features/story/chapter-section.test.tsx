import type { Chapter } from '@contracts/chapter';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChapterSection } from './chapter-section';

const chapter = (videoSrc: string): InLocale<Chapter> => ({
  id: 1,
  title: 'BLOOD & MAYHEM',
  subtitle: 'Chapter 1: The Beginning',
  description: 'The first chapter.',
  videoSrc,
  order: 0,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** The section on the story page, in the default locale or, read in French, in that page. */
const render = (videoSrc: string, read: InLocale<Chapter> = chapter(videoSrc)) => {
  const locale = read.translation?.locale ?? 'en';
  const Page = createRoutesStub([
    {
      id: 'root',
      path: '/',
      children: [
        {
          index: true,
          Component: () => (
            <ChapterSection
              chapter={read}
              index={0}
              sectionRef={null}
              videoRef={() => {}}
              muted
              current
              transitioning={false}
              fade={false}
              reducedMotion={false}
            />
          ),
        },
      ],
    },
  ]);
  const root = { locale, locales: { all: ['en', 'fr'], default: 'en' } };
  return renderToStaticMarkup(<Page hydrationData={{ loaderData: { root } }} />);
};

describe('a chapter section', () => {
  it('shows the poster beside a built-in clip, on the clip and as the still under it', () => {
    const markup = render('/videos/chapters/chapter-1.mp4');
    expect(markup).toContain('poster="/videos/chapters/chapter-1.webp"');
    expect(markup).toMatch(/<img src="\/videos\/chapters\/chapter-1\.webp"[^>]*data-testid="chapter-poster"/);
  });

  it('asks for no poster for an uploaded clip or one on another site: none exists', () => {
    for (const videoSrc of ['/media/chapters/a1b2.mp4', 'https://cdn.example.com/chapter.mp4']) {
      const markup = render(videoSrc);
      expect(markup).toContain(`src="${videoSrc}"`);
      expect(markup).not.toContain('poster=');
      expect(markup).not.toContain('chapter-poster');
      expect(markup).not.toContain('.webp');
    }
  });

  it('marks a text without a translation as English, the translated ones as the page’s', () => {
    const read: InLocale<Chapter> = {
      ...chapter('/videos/chapters/chapter-1.mp4'),
      subtitle: 'Chapitre 1 : Le Commencement',
      translation: { locale: 'fr', missing: ['description'], outdated: ['subtitle'] },
    };
    const markup = render(read.videoSrc, read);
    expect(markup).toMatch(/<p class="[^"]*">Chapitre 1 : Le Commencement<\/p>/);
    expect(markup).toMatch(/<p lang="en" class="[^"]*">The first chapter\.<\/p>/);
    expect(markup).toMatch(/<h2 id="chapter-1-title" class="[^"]*">BLOOD &amp; MAYHEM<\/h2>/);
    expect(render(read.videoSrc)).not.toContain('lang=');
  });
});
