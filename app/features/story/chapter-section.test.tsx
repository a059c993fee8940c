import type { Chapter } from '@contracts/chapter';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChapterSection } from './chapter-section';

const chapter = (videoSrc: string): Chapter => ({
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

const render = (videoSrc: string) =>
  renderToStaticMarkup(
    <ChapterSection
      chapter={chapter(videoSrc)}
      index={0}
      sectionRef={null}
      videoRef={() => {}}
      muted
      current
      transitioning={false}
      fade={false}
      reducedMotion={false}
    />,
  );

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
});
