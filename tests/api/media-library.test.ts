import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseUploadedImage, variantPaths } from '../../contracts/image-variants';
import { type MediaUse, usesSummary } from '../../contracts/media';
import { MP4 } from '../support/media-fixtures';
import { fileForm } from './support/audit';
import { type TestApp, createTestApp } from './support/test-app';

/** The media library's API: every upload listed with where it is used, described, and deleted. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 20, b: 20 } } })
    .png()
    .toBuffer();
async function upload(name: string, data: Buffer) {
  const res = await t.request({
    method: 'POST',
    url: '/api/uploads',
    as: 'admin',
    ...fileForm(name, data, 'application/octet-stream'),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { url: string };
}
const library = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/media${query}`, as: 'admin' });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<Record<string, unknown> & { id: number; url: string }>;
    meta: { total: number };
  };
};
const itemOf = async (url: string) => (await library('?limit=100')).data.find((item) => item.url === url)!;
const onDisk = (publicPath: string) =>
  fs.existsSync(path.join(t.config.mediaDir, publicPath.slice('/media/'.length)));

const post = (coverImage: string) => ({
  title: 'Patch 1.3 art',
  excerpt: 'E.',
  content: 'C.',
  author: 'Test admin',
  tags: ['Art'],
  coverImage,
});

describe('the media library', () => {
  it('lists every upload newest first, with its size, dimensions and no uses yet', async () => {
    const older = await upload('keep-sketch.png', await image(800, 600));
    const newer = await upload('trailer.mp4', MP4);
    const { data, meta } = await library();
    expect(meta.total).toBe(2);
    expect(data.map((item) => item.url)).toEqual([newer.url, older.url]);
    expect(data[1]).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      name: 'keep-sketch.png',
      width: 800,
      height: 600,
      altText: '',
      caption: '',
      uses: [],
    });
    expect(data[0]).toMatchObject({ kind: 'video', width: null, height: null, variants: 'none' });
  });

  it('filters by kind and searches the name, alt text and caption', async () => {
    expect((await library('?kind=video')).data.map((item) => item.name)).toEqual(['trailer.mp4']);
    expect((await library('?kind=image&search=SKETCH')).meta.total).toBe(1);
    const sketch = (await library('?search=sketch')).data[0]!;
    const res = await t.request({
      method: 'PUT',
      url: `/api/media/${sketch.id}`,
      as: 'admin',
      payload: { altText: 'The Ashen Keep at dusk', caption: 'Concept art, second pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      altText: 'The Ashen Keep at dusk',
      caption: 'Concept art, second pass',
    });
    expect((await library('?search=ashen%20keep')).data.map((item) => item.id)).toEqual([sketch.id]);
    expect((await library('?search=second%20pass')).data.map((item) => item.id)).toEqual([sketch.id]);
    const wrongKind = await t.request({ method: 'GET', url: '/api/media?kind=gif', as: 'admin' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe('kind must be image or video');
  });

  it('refuses a description it cannot keep, and keeps the one it had', async () => {
    const sketch = (await library('?search=sketch')).data[0]!;
    const long = await t.request({
      method: 'PUT',
      url: `/api/media/${sketch.id}`,
      as: 'admin',
      payload: { altText: 'x'.repeat(251), caption: '' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Alt text must be at most 250 characters');
    const unknown = await t.request({
      method: 'PUT',
      url: `/api/media/${sketch.id}`,
      as: 'admin',
      payload: { altText: 'A', url: '/media/elsewhere.png' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await itemOf(sketch.url)).altText).toBe('The Ashen Keep at dusk');
    const missing = await t.request({ method: 'PUT', url: '/api/media/999999', as: 'admin', payload: {} });
    expect(missing.statusCode).toBe(404);
  });

  it('says where a file is used, and refuses to delete it then with each use named', async () => {
    const cover = await upload('cover.png', await image(1200, 630));
    const created = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: post(cover.url),
    });
    expect(created.statusCode).toBe(201);
    const item = await itemOf(cover.url);
    expect(item.uses).toEqual([{ type: 'post', id: created.json().data.id, name: 'Patch 1.3 art' }]);

    await t.app.imageVariants.idle();
    const refused = await t.request({ method: 'DELETE', url: `/api/media/${item.id}`, as: 'admin' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This file is in use (post "Patch 1.3 art"). Replace it there before deleting it',
    );
    expect(onDisk(cover.url)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/media/${item.id}`, as: 'admin' })).statusCode).toBe(
      200,
    );

    // Once the post no longer shows it, it can go.
    await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${created.json().data.id}`,
      as: 'admin',
      payload: { ...post(cover.url), coverImage: null },
    });
    expect((await itemOf(cover.url)).uses).toEqual([]);
  });

  it('counts a fighter and its abilities, once each', async () => {
    const portrait = await upload('portrait.png', await image(360, 480));
    const ability = (name: string) => ({
      name,
      type: 'Ability',
      subType: 'Active',
      usage: 'Cycle Agnostic',
      frequency: 'Once Per Cycle',
      description: `${name} hits hard.`,
      demoVideoUrl: null,
      imageUrl: name === 'Cleave' ? portrait.url : null,
    });
    const fighter = await t.request({
      method: 'POST',
      url: '/api/fighters',
      as: 'admin',
      payload: {
        name: 'Grimjaw',
        role: 'Brawler',
        bio: 'A pit fighter who never left the pit.',
        imageUrl: portrait.url,
        videoUrl: portrait.url,
        stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 7, baseMobility: 3 },
        abilities: [ability('Cleave'), ability('Roar'), ability('Stomp')],
        featured: false,
      },
    });
    expect(fighter.statusCode).toBe(201);
    const { uses } = await itemOf(portrait.url);
    expect(uses).toEqual([
      { type: 'fighter', id: fighter.json().data.id, name: 'GRIMJAW' },
      { type: 'ability', id: expect.any(Number), name: 'Cleave' },
    ]);
    expect(usesSummary(uses as MediaUse[])).toBe('Used in 1 fighter, 1 ability');
  });

  it('deletes an unused file with its variants, and answers 404 after', async () => {
    const cover = await itemOf((await library('?search=cover.png')).data[0]!.url);
    const variants = variantPaths(parseUploadedImage(cover.url)!);
    expect(variants.every(onDisk)).toBe(true);
    const res = await t.request({ method: 'DELETE', url: `/api/media/${cover.id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: cover.id });
    expect(onDisk(cover.url)).toBe(false);
    expect(variants.some(onDisk)).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/media/${cover.id}`, as: 'admin' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/media/${cover.id}`, as: 'admin' })).statusCode,
    ).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/media', as: 'user' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/media', as: null })).statusCode).toBe(401);
  });
});
