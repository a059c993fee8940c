import type { ComponentPropsWithRef } from 'react';
import { fallbackPath, hasVariants, parseUploadedImage, variantSrcSet } from '@contracts/image-variants';
import { mediaSrc, webpBeside } from '@contracts/media-paths';

type ResponsiveImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  /** A media path as stored: an upload, built-in art, or another site's URL. */
  src: string;
  /** The width the image takes at each viewport, so the browser picks the variant to fetch. */
  sizes: string;
};

/**
 * An image as the fewest bytes that look right at its width (docs/decisions/0031): an upload as
 * its AVIF and WebP variants by width, drawn in its average colour until it arrives; built-in art
 * as its WebP; anything else as it is. Width, height, loading and priority are the
 * caller's: they depend on where the image sits.
 */
export function ResponsiveImage({ src, sizes, style, ...img }: ResponsiveImageProps) {
  const uploaded = parseUploadedImage(src);
  if (uploaded) {
    const placeholder = { backgroundColor: `#${uploaded.color}`, ...style };
    if (!hasVariants(uploaded)) return <img src={mediaSrc(src)} {...img} style={placeholder} />;
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={variantSrcSet(uploaded, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={variantSrcSet(uploaded, 'webp')} sizes={sizes} />
        <img src={mediaSrc(fallbackPath(uploaded))} {...img} style={placeholder} />
      </picture>
    );
  }
  // Built-in art is small (360 px portraits): WebP only, since decoding AVIF took more main-thread
  // time on /fighters than its few saved kilobytes were worth (docs/decisions/0031).
  const webp = webpBeside(src);
  if (!webp) return <img src={mediaSrc(src)} {...img} style={style} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={mediaSrc(webp)} />
      <img src={mediaSrc(src)} {...img} style={style} />
    </picture>
  );
}
