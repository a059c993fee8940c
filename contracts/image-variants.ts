/**
 * Responsive variants of uploaded images (docs/decisions/0031). An uploaded image's path says what
 * a page needs to draw it without asking the database: `/media/uploads/<id>-<w>x<h>-<rrggbb>.<ext>`
 * gives its size (so the box is reserved before it loads), its average colour (drawn meanwhile)
 * and, with the widths below, the name of every variant the pipeline writes beside it:
 * `<original path>.w<width>.<avif|webp>`, and, for an original wider than the largest width, one
 * more in the original's own format for browsers that read neither.
 */

/** The widths variants are made at; never wider than the original, whose own width is the last. */
export const VARIANT_WIDTHS = [320, 640, 960, 1440, 1920] as const;
export const LARGEST_VARIANT = 1920;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Image types the pipeline writes variants of; a GIF stays as uploaded (it may be animated). */
export const VARIANT_SOURCE_EXTS: readonly string[] = ['jpg', 'png', 'webp', 'avif'];

export interface ImageFacts {
  width: number;
  height: number;
  /** `rrggbb`, the image's average colour. */
  color: string;
}

export interface UploadedImage extends ImageFacts {
  /** The original's path. */
  path: string;
  ext: string;
}

const UPLOADED_IMAGE =
  /^\/media\/uploads\/[0-9a-f-]{36}-(\d{1,5})x(\d{1,5})-([0-9a-f]{6})\.(jpg|png|webp|avif|gif)$/;
const VARIANT =
  /^(\/media\/uploads\/[0-9a-f-]{36}-\d{1,5}x\d{1,5}-[0-9a-f]{6}\.(?:jpg|png|webp|avif))\.w\d{1,5}\.(?:jpg|png|webp|avif)$/;

/** The file name an uploaded image is stored under, built from what the pipeline measured. */
export const uploadedImageName = (id: string, facts: ImageFacts, ext: string) =>
  `${id}-${facts.width}x${facts.height}-${facts.color}.${ext}`;

/** What an uploaded image's path says of it; null for any other path (built-in art, a URL, a video). */
export function parseUploadedImage(path: string): UploadedImage | null {
  const match = UPLOADED_IMAGE.exec(path);
  if (!match) return null;
  const [, width, height, color, ext] = match;
  return { path, ext: ext!, width: Number(width), height: Number(height), color: color! };
}

/** Whether the pipeline makes variants of this image (not of a GIF). */
export const hasVariants = (image: UploadedImage) => VARIANT_SOURCE_EXTS.includes(image.ext);

/** The widths an image has variants at: every step narrower than it, then its own (capped) width. */
export function variantWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, LARGEST_VARIANT);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

export const variantPath = (image: Pick<UploadedImage, 'path'>, width: number, ext: string) =>
  `${image.path}.w${width}.${ext}`;

/**
 * One format's `srcset`: each variant's path and width. Upload paths hold nothing a URL must
 * escape, so they go in as they are.
 */
export const variantSrcSet = (image: UploadedImage, format: VariantFormat) =>
  variantWidths(image.width)
    .map((width) => `${variantPath(image, width, format)} ${width}w`)
    .join(', ');

/** What `<img src>` shows a browser that reads neither AVIF nor WebP: at most the largest width. */
export const fallbackPath = (image: UploadedImage) =>
  image.width > LARGEST_VARIANT ? variantPath(image, LARGEST_VARIANT, image.ext) : image.path;

/** Every variant an image has, as paths: what the pipeline writes and what deleting it removes. */
export function variantPaths(image: UploadedImage): string[] {
  if (!hasVariants(image)) return [];
  const paths = variantWidths(image.width).flatMap((w) =>
    VARIANT_FORMATS.map((format) => variantPath(image, w, format)),
  );
  const fallback = fallbackPath(image);
  return fallback === image.path || paths.includes(fallback) ? paths : [...paths, fallback];
}

/** The original behind a variant's path, which the server answers with while the variant is missing. */
export const originalOfVariant = (path: string) => VARIANT.exec(path)?.[1] ?? null;

/**
 * Built-in art (docs/decisions/0052): the placeholder portraits under /images/ and the video
 * posters of the fighters, chapters and landing backgrounds, at the fixed paths of
 * contracts/media-paths.ts. Their size is the generator's (docs/decisions/0005), not in their
 * name, so it is stated here; their variants are made by the same pipeline as uploads' and kept in
 * the media storage under BUILT_IN_VARIANTS, the built-in path appended. The posters are WebP
 * already and their AVIF measured no smaller, so they are offered as WebP only, the original
 * itself standing for the widest: the hero's image and its clip's poster are then one download.
 */
const BUILT_IN_ART = [
  // WebP only: 22 AVIF portraits decoded at once cost /fighters its blocking time (decision 0052).
  { pattern: /^\/images\/[^/]+\.png$/, width: 360, height: 480, formats: ['webp'] },
  {
    pattern: /^\/videos\/(?:[^/]+ Vid 1920|chapters\/chapter-\d+|backgrounds\/background-\d+)\.webp$/,
    width: 1280,
    height: 720,
    formats: ['webp'],
  },
] as const;

/** Where built-in art's variants are served from: `/media/built-in/images/KAEL 360.png.w320.webp`. */
export const BUILT_IN_VARIANTS = '/media/built-in';

export interface BuiltInImage {
  /** The original's path under public/. */
  path: string;
  ext: string;
  width: number;
  height: number;
  /** The formats it is offered in, best first. */
  formats: readonly VariantFormat[];
}

/** What a built-in image's path says of it; null for any other path (an upload, a URL, a video). */
export function parseBuiltInImage(path: string): BuiltInImage | null {
  const art = BUILT_IN_ART.find(({ pattern }) => pattern.test(path));
  if (!art || path.split('/').includes('..')) return null;
  const { width, height, formats } = art;
  return { path, ext: path.slice(path.lastIndexOf('.') + 1), width, height, formats };
}

/** The file of built-in art at a width and format, as a path (unescaped: names have spaces). */
export const builtInVariantPath = (image: BuiltInImage, width: number, format: VariantFormat) =>
  width === image.width && format === image.ext
    ? image.path
    : `${BUILT_IN_VARIANTS}${image.path}.w${width}.${format}`;

/** One format's `srcset` of built-in art; each URL escaped, as a space would end it. */
export const builtInSrcSet = (image: BuiltInImage, format: VariantFormat) =>
  variantWidths(image.width)
    .map((width) => `${encodeURI(builtInVariantPath(image, width, format))} ${width}w`)
    .join(', ');

/** Every variant built-in art has, as paths: what the pipeline writes for it. */
export const builtInVariantPaths = (image: BuiltInImage) =>
  variantWidths(image.width)
    .flatMap((w) => image.formats.map((f) => builtInVariantPath(image, w, f)))
    .filter((path) => path !== image.path);

/** The built-in original behind a variant's (decoded) path; null for any other path. */
export function originalOfBuiltInVariant(path: string): BuiltInImage | null {
  const match = /^\/media\/built-in(\/.+)\.w(\d{1,5})\.(avif|webp)$/.exec(path);
  if (!match) return null;
  const image = parseBuiltInImage(match[1]!);
  return image && builtInVariantPaths(image).includes(path) ? image : null;
}
