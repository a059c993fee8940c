import type { Page } from '@playwright/test';
import type { Chapter } from '../../contracts/chapter';
import { expect, test } from './support/fixtures';

/** The story page (docs/public-screens.md §2 "Story page", §4, §9). */

async function activeChapters(page: Page) {
  const response = await page.request.get('/api/chapters');
  return ((await response.json()) as { data: Chapter[] }).data;
}

const sections = (page: Page) => page.locator('main section');
const videos = (page: Page) => page.locator('main video');
const muteButton = (page: Page) => page.getByRole('button', { name: 'Mute' });
/**
 * The story is driven by its scripts (the wheel, the keys, the sound); its Mute button, disabled
 * until they run, is what tells a visitor the story has come alive.
 */
const storyLive = (page: Page) => expect(muteButton(page)).toBeEnabled({ timeout: 15_000 });
const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Story progress' });
const videoStates = (page: Page) =>
  videos(page).evaluateAll((list) =>
    (list as HTMLVideoElement[]).map((v) => ({ time: v.currentTime, paused: v.paused, muted: v.muted })),
  );

test('four full-screen chapters with video, title, chapter subtitle and description; no site header or footer', async ({
  page,
}) => {
  const chapters = await activeChapters(page);
  expect(chapters).toHaveLength(4);
  await page.goto('/blood-message');

  await expect(sections(page)).toHaveCount(4);
  const viewport = page.viewportSize()!;
  for (const [index, chapter] of chapters.entries()) {
    const section = sections(page).nth(index);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(chapter.title);
    await expect(section).toContainText(chapter.subtitle);
    await expect(section).toContainText(chapter.description);
    const video = section.locator('video');
    await expect(video).toHaveAttribute('src', encodeURI(chapter.videoSrc));
    await expect(video).toHaveAttribute('poster', encodeURI(chapter.videoSrc.replace(/\.mp4$/, '.webp')));
    await expect(video).toHaveAttribute('preload', 'metadata');
    const box = (await section.boundingBox())!;
    expect(Math.round(box.height)).toBe(viewport.height);
  }
  await expect(sections(page).nth(0)).toContainText('Chapter 1: The Beginning');
  await expect(sections(page).nth(3)).toContainText('Chapter 4: The Legacy');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByPlaceholder('Enter your email')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible();
});

test('starts muted; the mute button toggles the sound of every video', async ({ page }) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  expect((await videoStates(page)).every((v) => v.muted)).toBe(true);

  await muteButton(page).click();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await videoStates(page)).every((v) => !v.muted)).toBe(true);

  await muteButton(page).click();
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await videoStates(page)).every((v) => v.muted)).toBe(true);
});

test('the wheel scrubs the current video, which pauses shortly after the last wheel event', async ({
  page,
}) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await page.waitForFunction(() => Number.isFinite(document.querySelector('video')?.duration));
  await page.mouse.move(400, 300);
  for (let i = 0; i < 10; i += 1) await page.mouse.wheel(0, 40);

  await expect.poll(async () => (await videoStates(page))[0]!.time).toBeGreaterThan(0);
  await expect.poll(async () => (await videoStates(page))[0]!.paused, { timeout: 2000 }).toBe(true);
  // The page scrolled a little with the wheel, so the bar has grown.
  await expect
    .poll(async () => Number(await progressBar(page).getAttribute('aria-valuenow')))
    .toBeGreaterThan(0);
  // Only the current chapter moves.
  const [, second] = await videoStates(page);
  expect(second!.time).toBe(0);
  expect(second!.paused).toBe(true);
});

test('the red progress bar grows as the page scrolls; keys move between chapters', async ({ page }) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');

  await page.keyboard.press('PageDown');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(page.viewportSize()!.height);
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '33');
  await expect(sections(page).nth(1)).toHaveAttribute('data-current', 'true');

  await page.keyboard.press('End');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('ArrowUp');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '67');
  await page.keyboard.press('Home');
  await expect(progressBar(page)).toHaveAttribute('aria-valuenow', '0');
  await expect(sections(page).nth(0)).toHaveAttribute('data-current', 'true');
  // The new chapter's video starts again at 0, paused.
  expect((await videoStates(page)).every((v) => v.paused)).toBe(true);
});

test('past 60 % the bottom fade shows; past 90 % before the video is done the page snaps back', async ({
  page,
}) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await page.waitForTimeout(300); // smooth scrolling is set up after 100 ms
  const height = page.viewportSize()!.height;
  const fade = sections(page).nth(0).getByTestId('bottom-fade');
  await expect(fade).not.toHaveAttribute('data-visible');

  await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.7));
  await expect(fade).toHaveAttribute('data-visible', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(height * 0.6);

  await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.95));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  await expect(sections(page).nth(0)).toHaveAttribute('data-current', 'true');
});

test('at the end of a section with the video played to 95 % the page advances to the next chapter', async ({
  page,
}) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await page.waitForFunction(() => Number.isFinite(document.querySelector('video')?.duration));
  await page.waitForTimeout(300);
  const height = page.viewportSize()!.height;
  await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.currentTime = video.duration * 0.97;
  });
  await page.waitForTimeout(200); // the seek reports the new progress
  await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * 0.95));

  await expect(sections(page).nth(1)).toHaveAttribute('data-current', 'true');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(height);
  // After the ~100 ms transition the new chapter's video waits at 0, paused.
  await expect.poll(async () => (await videoStates(page))[1]).toEqual({ time: 0, paused: true, muted: true });
});

test('the controls are real, focusable buttons and links with a visible focus ring', async ({ page }) => {
  await page.goto('/blood-message');
  await storyLive(page);
  await page.keyboard.press('Tab');
  const home = page.getByRole('link', { name: 'Home' });
  await expect(home).toBeFocused();
  await expect(home).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Tab');
  await expect(muteButton(page)).toBeFocused();
  // Space on the focused button toggles the sound, it does not move the story.
  await page.keyboard.press('Space');
  await expect(muteButton(page)).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused();
});

test('the home link goes back to /', async ({ page }) => {
  await page.goto('/blood-message');
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('videos stay paused on their poster, the wheel does not scrub and there is no smooth scrolling', async ({
    page,
  }) => {
    await page.goto('/blood-message');
    await storyLive(page);
    await expect(videos(page).first()).toHaveAttribute('preload', 'none');
    await page.mouse.move(400, 300);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 60);
    await page.waitForTimeout(400);
    const states = await videoStates(page);
    expect(states.every((v) => v.paused && v.time === 0)).toBe(true);
    await expect(page.locator('html')).not.toHaveClass(/lenis/);
    // Each chapter shows its still poster.
    for (const poster of await page.getByTestId('chapter-poster').all())
      await expect(poster).toHaveAttribute('data-visible', 'true');
    // Plain scrolling still moves the page and fills the bar.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
