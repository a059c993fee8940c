import type { ComponentPropsWithRef } from 'react';
import {
  builtInSrcSet,
  fallbackPath,
  hasVariants,
  parseBuiltInImage,
  parseUploadedImage,
  variantSrcSet,
} from '@contracts/image-variants';
import { mediaSrc, webpBeside } from '@contracts/media-paths';

type ResponsiveImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  /** A media path as stored: an upload, built-in art, or another site's URL. */
  src: string;
  /** The width the image takes at each viewport, so the browser picks the variant to fetch. */
  sizes: string;
};

/**
 * `sizes` of a 16:9 image covering a box as wide as the viewport and as tall as it less `offset`
 * (object-cover): on a screen taller than 16:9 its sides are cropped, so it is the height's 16/9 wide.
 */
export const coverSizes = (offset = '0px') =>
  `(max-aspect-ratio: 16/9) calc((100vh - ${offset}) * 1.78), 100vw`;

/**
 * An image as the fewest bytes that look right at its width (docs/decisions/0031): an upload as
 * its AVIF and WebP variants by width, drawn in its average colour until it arrives; built-in art
 * (portraits, video posters) as its variants by width too (docs/decisions/0052); anything else as
 * it is. Width, height, loading and priority are the caller's: they depend on where the image sits.
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
  const builtIn = parseBuiltInImage(src);
  if (builtIn)
    return (
      <picture className="contents">
        {builtIn.formats.map((format) => (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={builtInSrcSet(builtIn, format)}
            sizes={sizes}
          />
        ))}
        <img src={mediaSrc(src)} {...img} style={style} />
      </picture>
    );
  const webp = webpBeside(src);
  if (!webp) return <img src={mediaSrc(src)} {...img} style={style} />;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={mediaSrc(webp)} />
      <img src={mediaSrc(src)} {...img} style={style} />
    </picture>
  );
}
