import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_IMAGE,
  chapterVideoPath,
  fighterImagePath,
  videoPoster,
  webpBeside,
} from './media-paths';

const publicDir = path.resolve(import.meta.dirname, '../public');

describe('webpBeside', () => {
  it('names the WebP of a built-in PNG and nothing for other images', () => {
    expect(webpBeside('/images/VESPERA 360.png')).toBe('/images/VESPERA 360.webp');
    expect(webpBeside(PLACEHOLDER_IMAGE)).toBe('/images/placeholder.webp');
    expect(webpBeside('/media/fighters/a1b2.png')).toBeNull();
    expect(webpBeside('/images/og-default.jpg')).toBeNull();
  });

  it('has a WebP file beside every built-in PNG the site ships', () => {
    const pngs = fs.readdirSync(path.join(publicDir, 'images')).filter((name) => name.endsWith('.png'));
    expect(pngs).toContain(path.basename(fighterImagePath('VESPERA')));
    for (const png of pngs) {
      const webp = webpBeside(`/images/${png}`)!;
      expect(fs.existsSync(path.join(publicDir, webp)), webp).toBe(true);
    }
  });
});

describe('videoPoster', () => {
  it('names the WebP poster of a built-in clip, and it is there', () => {
    const poster = videoPoster(chapterVideoPath(1))!;
    expect(poster).toBe('/videos/chapters/chapter-1.webp');
    expect(fs.existsSync(path.join(publicDir, poster))).toBe(true);
  });

  it('names none for an uploaded clip or one on another site', () => {
    expect(videoPoster('/media/chapters/a1b2.mp4')).toBeNull();
    expect(videoPoster('https://cdn.example.com/clip.mp4')).toBeNull();
  });
});
