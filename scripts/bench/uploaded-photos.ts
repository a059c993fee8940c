import sharp from 'sharp';
import { parseUploadedImage, variantPaths } from '../../contracts/image-variants';

/**
 * Uploaded photos for the image benchmarks and the Lighthouse run with uploads: a photo-like JPEG
 * made here (no file to keep in the repository), uploaded through the API as an editor would, and
 * a published post that shows four of them, as `npm run bench:post-images` and
 * `npm run lighthouse -- --uploads` measure it.
 */

/** Gradients with per-pixel grain, which keeps JPEG near the byte size of a real photo. */
export async function photo(width: number, height: number, quality: number, seed = 0) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) {
    const x = i % (width * 3);
    const y = Math.floor(i / (width * 3));
    raw[i] = (x * 5 + y * 3 + seed * 40 + ((i * 2654435761) >>> 28)) & 255;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A staff token for the API, from the given account. */
export async function signIn(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Uploads a JPEG and answers its stored path. */
export async function uploadJpeg(baseUrl: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const upload = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`Upload failed: ${upload.status} ${await upload.text()}`);
  return ((await upload.json()) as { data: { url: string } }).data.url;
}

/** Waits until every variant of an uploaded image is served (a missing one redirects to the original). */
export async function variantsReady(baseUrl: string, url: string, timeoutMs = 120_000) {
  const last = variantPaths(parseUploadedImage(url)!).at(-1);
  if (!last) return;
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${baseUrl}${last}`, { redirect: 'manual' })).status !== 200) {
    if (Date.now() > deadline) throw new Error(`The variants of ${url} were not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}

export interface UploadedPost {
  /** The post's public address. */
  path: string;
  /** The four photos' stored paths. */
  photos: string[];
  /** What the four originals weigh together. */
  originalBytes: number;
}

/**
 * Four 3000×2000 photos uploaded, a published post that opens with the first as its cover and shows
 * all four between paragraphs, and, when `portraits` is set, the first four fighters given the same
 * photos as portraits. Resolves once every variant exists, as a visitor would find the post later.
 */
export async function publishPostWithPhotos(
  baseUrl: string,
  token: string,
  { portraits = false }: { portraits?: boolean } = {},
): Promise<UploadedPost> {
  const originals = await Promise.all([0, 1, 2, 3].map((seed) => photo(3000, 2000, 80, seed)));
  const photos: string[] = [];
  for (const [i, bytes] of originals.entries())
    photos.push(await uploadJpeg(baseUrl, token, bytes, `arena-${i + 1}.jpg`));
  for (const url of photos) await variantsReady(baseUrl, url);

  const paragraph = (n: number) =>
    `<p>Round ${n}: the arena shifts under the fighters' feet, and every ledge is a new angle of attack.</p>`;
  const content = photos
    .map((url, i) => {
      const { width, height } = parseUploadedImage(url)!;
      return `${paragraph(i + 1)}<p><img src="${url}" alt="Arena photo ${i + 1}" width="${width}" height="${height}"></p>`;
    })
    .join('');
  const post = (await api(baseUrl, token, 'POST', '/api/dev-diaries', {
    title: 'Four Arenas in Photos',
    excerpt: 'A photo tour of the four new arenas.',
    content,
    author: 'Art Team',
    tags: ['Art'],
    coverImage: photos[0],
    published: true,
  })) as { slug: string };

  if (portraits) {
    const fighters = (await api(baseUrl, token, 'GET', '/api/fighters')) as Array<Record<string, unknown>>;
    // The API ignores the fields it does not take (id, dates), so a read fighter can be sent back.
    for (const [i, fighter] of fighters.slice(0, 4).entries())
      await api(baseUrl, token, 'PUT', `/api/fighters/${String(fighter.id)}`, {
        ...fighter,
        imageUrl: photos[i],
      });
  }
  return {
    path: `/dev-diary/${encodeURIComponent(post.slug)}`,
    photos,
    originalBytes: originals.reduce((sum, bytes) => sum + bytes.length, 0),
  };
}
