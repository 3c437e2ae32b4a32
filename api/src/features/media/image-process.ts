import sharp from 'sharp';
import { decodeBmp, decodeIco, UnsupportedImageError } from './bmp-ico.js';
import { MAX_INPUT_PIXELS, type ImageKindRule, type ImageType } from './kinds.js';
import { perceptualHash } from './phash.js';
import { sanitizeSvg, SvgRejectedError } from './svg-sanitize.js';

export class ImageRejectedError extends Error {}

export interface ImageVariant {
  data: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}
export interface ProcessedImage {
  main: ImageVariant;
  thumb: ImageVariant;
  /** The share picture (ogVariant), for the kinds that have one. */
  og?: ImageVariant;
  /** The picture's perceptual hash (phash.ts) for finding repeated photos; null when it is too flat to have one. */
  phash: string | null;
}

function openRaster(buf: Buffer, type: ImageType): sharp.Sharp {
  const options: sharp.SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS };
  if (type === 'bmp') {
    const raw = decodeBmp(buf, MAX_INPUT_PIXELS);
    return sharp(raw.data, { ...options, raw: { width: raw.width, height: raw.height, channels: 4 } });
  }
  if (type === 'ico') {
    const icon = decodeIco(buf, MAX_INPUT_PIXELS);
    if ('png' in icon) return sharp(icon.png, options);
    return sharp(icon.raw.data, { ...options, raw: { width: icon.raw.width, height: icon.raw.height, channels: 4 } });
  }
  // Animated GIF/WebP stay animated in the main variant.
  return sharp(buf, { ...options, animated: type === 'gif' || type === 'webp' });
}

async function toWebp(image: sharp.Sharp, side: number, quality: number): Promise<ImageVariant> {
  const { data, info } = await image
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  // For animations, info.height is the whole strip of frames; report one frame.
  const height = info.pageHeight ?? info.height;
  return { data, contentType: 'image/webp', ext: 'webp', width: info.width, height };
}

/** Link previews (Open Graph, Twitter cards) are drawn 1.91:1; 1200×630 is the size every unfurler takes. */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/**
 * The share picture: 1200×630, cropped from the centre to fill it (a smaller photo is enlarged: unfurlers want the
 * full size), as JPEG, which every unfurler reads (WebP is not everywhere yet). Pass an upright, first-frame image.
 */
export async function ogVariant(image: sharp.Sharp): Promise<ImageVariant> {
  const { data, info } = await image
    .resize({ ...OG_SIZE, fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
}

/**
 * Re-encodes an uploaded image: whatever the upload carried besides pixels (EXIF with GPS position, comments,
 * appended HTML or script of a polyglot file) does not survive. Orientation is applied first so dropping EXIF
 * does not turn photos sideways.
 */
export async function processImage(buf: Buffer, type: ImageType, rule: ImageKindRule): Promise<ProcessedImage> {
  try {
    if (type === 'svg') {
      const clean = Buffer.from(sanitizeSvg(buf.toString('utf8')), 'utf8');
      // Rendering the cleaned document proves it is a usable picture and gives the raster thumbnail.
      const rendered = sharp(clean, { limitInputPixels: MAX_INPUT_PIXELS });
      const meta = await rendered.metadata();
      const phash = await perceptualHash(rendered);
      const thumb = await toWebp(rendered, rule.thumbSide, 75);
      return {
        main: {
          data: clean,
          contentType: 'image/svg+xml',
          ext: 'svg',
          width: meta.width ?? 0,
          height: meta.height ?? 0,
        },
        thumb,
        phash,
      };
    }
    const base = openRaster(buf, type).rotate();
    // The main variant keeps animation; the thumbnail is the first frame only.
    const main = await toWebp(base.clone(), rule.maxSide, 82);
    const thumbSource =
      type === 'gif' || type === 'webp' ? sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS }).rotate() : base.clone();
    // Hashed from the first frame, turned upright, before any resizing of ours.
    const phash = await perceptualHash(thumbSource);
    // Made before the thumbnail, which changes thumbSource's own resize settings.
    const og = rule.og ? await ogVariant(thumbSource.clone()) : undefined;
    const thumb = await toWebp(thumbSource, rule.thumbSide, 75);
    return { main, thumb, phash, ...(og && { og }) };
  } catch (err) {
    if (err instanceof SvgRejectedError || err instanceof UnsupportedImageError)
      throw new ImageRejectedError(err.message);
    const message = err instanceof Error ? err.message : String(err);
    if (/pixel limit/i.test(message)) throw new ImageRejectedError('Image has too many pixels');
    throw new ImageRejectedError('The image could not be read');
  }
}
