import { describe, expect, it } from 'vitest';
import {
  ADVANCE_AT,
  FADE_AT,
  LENIS_DELAY_MS,
  LENIS_OPTIONS,
  SCRUB_PAUSE_MS,
  SNAP_BACK_AT,
  TRANSITION_MS,
  chapterForKey,
  decideScroll,
  overallProgress,
  scrubDirection,
  scrubbedTime,
  sectionIndexAt,
  sectionProgress,
  showsBottomFade,
  videoProgress,
} from './story-logic';

describe('story page constants (docs/public-screens.md §9)', () => {
  it('match the spec', () => {
    expect([ADVANCE_AT, SNAP_BACK_AT, FADE_AT]).toEqual([0.95, 0.9, 0.6]);
    expect([SCRUB_PAUSE_MS, TRANSITION_MS, LENIS_DELAY_MS]).toEqual([150, 100, 100]);
    expect(LENIS_OPTIONS).toEqual({ lerp: 0.1, wheelMultiplier: 0.5 });
  });
});

describe('wheel scrubbing', () => {
  it('moves 0.5 % of the duration per event, both ways', () => {
    expect(scrubbedTime(10, 20, 1)).toBeCloseTo(10.1);
    expect(scrubbedTime(10, 20, -1)).toBeCloseTo(9.9);
  });

  it('stays inside the clip and waits for a known duration', () => {
    expect(scrubbedTime(19.99, 20, 1)).toBe(20);
    expect(scrubbedTime(0.01, 20, -1)).toBe(0);
    expect(scrubbedTime(3, Number.NaN, 1)).toBe(3);
    expect(scrubbedTime(3, 0, 1)).toBe(3);
  });

  it('reads the wheel direction and ignores noise', () => {
    expect(scrubDirection(120)).toBe(1);
    expect(scrubDirection(-4)).toBe(-1);
    expect(scrubDirection(0.3)).toBe(0);
  });

  it('measures video progress', () => {
    expect(videoProgress(5, 20)).toBe(0.25);
    expect(videoProgress(25, 20)).toBe(1);
    expect(videoProgress(5, Number.NaN)).toBe(0);
  });
});

describe('section scrolling', () => {
  it('measures progress through a section and the whole page', () => {
    expect(sectionProgress(900, 800, 800)).toBe(0.125);
    expect(sectionProgress(700, 800, 800)).toBe(-0.125);
    expect(overallProgress(1200, 3200, 800)).toBe(0.5);
    expect(overallProgress(5000, 3200, 800)).toBe(1);
    expect(overallProgress(0, 800, 800)).toBe(0);
  });

  it('advances only past 90 % with the video at 95 % or more', () => {
    expect(decideScroll({ sectionProgress: 0.91, videoProgress: 0.95, isLast: false })).toBe('advance');
    expect(decideScroll({ sectionProgress: 0.91, videoProgress: 0.5, isLast: false })).toBe('snap-back');
    expect(decideScroll({ sectionProgress: 0.9, videoProgress: 0.5, isLast: false })).toBe('stay');
    expect(decideScroll({ sectionProgress: 0.5, videoProgress: 1, isLast: false })).toBe('stay');
    expect(decideScroll({ sectionProgress: 0.95, videoProgress: 1, isLast: true })).toBe('stay');
  });

  it('shows the bottom fade past 60 %', () => {
    expect(showsBottomFade(0.6)).toBe(false);
    expect(showsBottomFade(0.61)).toBe(true);
  });

  it('finds the section under a position', () => {
    const tops = [0, 800, 1600, 2400];
    expect(sectionIndexAt(0, tops)).toBe(0);
    expect(sectionIndexAt(799, tops)).toBe(0);
    expect(sectionIndexAt(800, tops)).toBe(1);
    expect(sectionIndexAt(9999, tops)).toBe(3);
  });
});

describe('keyboard', () => {
  it('moves one chapter with PageDown, Space and the arrows, within bounds', () => {
    expect(chapterForKey('PageDown', false, 0, 4)).toBe(1);
    expect(chapterForKey('ArrowDown', false, 3, 4)).toBe(3);
    expect(chapterForKey(' ', false, 1, 4)).toBe(2);
    expect(chapterForKey(' ', true, 1, 4)).toBe(0);
    expect(chapterForKey('ArrowUp', false, 0, 4)).toBe(0);
    expect(chapterForKey('PageUp', false, 2, 4)).toBe(1);
    expect(chapterForKey('Home', false, 2, 4)).toBe(0);
    expect(chapterForKey('End', false, 0, 4)).toBe(3);
  });

  it('ignores other keys', () => {
    expect(chapterForKey('a', false, 0, 4)).toBeNull();
    expect(chapterForKey('Enter', false, 0, 4)).toBeNull();
  });
});
