/**
 * Where the built-in media of a fighter, an ability, a chapter or the landing page lives under
 * public/. These are the fallbacks of docs/public-screens.md §3 and docs/back-office-screens.md §3; the
 * placeholder generator writes exactly these files, and a studio replaces them with its art.
 */
const compact = (name: string) => name.replace(/\s+/g, '');

export const PLACEHOLDER_IMAGE = '/images/placeholder.png';

export const fighterImagePath = (fighterName: string) => `/images/${compact(fighterName)} 360.png`;
export const fighterVideoPath = (fighterName: string) => `/videos/${compact(fighterName)} Vid 1920.mp4`;
export const abilityVideoPath = (fighterName: string, abilityName: string) =>
  `/videos/${compact(fighterName)}/${abilityName}.mp4`;
export const chapterVideoPath = (chapterNumber: number) => `/videos/chapters/chapter-${chapterNumber}.mp4`;
export const LANDING_BACKGROUND_VIDEOS = [1, 2, 3].map((n) => `/videos/backgrounds/background-${n}.mp4`);

/**
 * The built-in PNG images (portraits, the placeholder) ship a WebP beside them, a quarter of the
 * bytes; null for any other image (an upload has no such sibling).
 */
export const webpBeside = (imagePath: string) =>
  /^\/images\/[^/]+\.png$/.test(imagePath) ? imagePath.replace(/\.png$/, '.webp') : null;

/**
 * Every built-in video has its poster beside it twice, the same frame: a WebP, which the pages
 * show (about half the bytes of the JPEG), and a JPEG for link previews, whose readers may not
 * take WebP.
 */
export const posterFor = (videoPath: string) => videoPath.replace(/\.mp4$/i, '.webp');
export const jpegPosterFor = (videoPath: string) => videoPath.replace(/\.mp4$/i, '.jpg');

/**
 * The poster a page shows for a clip: only the built-in clips under /videos/ ship one; an uploaded
 * clip has none, and asking for a missing poster would only produce a 404.
 */
export const videoPoster = (videoPath: string) =>
  videoPath.startsWith('/videos/') ? posterFor(videoPath) : null;

/** Paths contain spaces; this is the form to put in src and href attributes. */
export const mediaSrc = (path: string) => encodeURI(path);
