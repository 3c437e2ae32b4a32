// BMP and ICO are on the product rules' list of image types but the image library cannot read them, so they are decoded here
// into raw pixels (then re-encoded like every other image). Only the common uncompressed layouts are understood;
// anything else is refused. Dimensions are checked against the pixel limit before any pixel memory is allocated.

export class UnsupportedImageError extends Error {}

export interface RawImage {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  data: Buffer;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

function decodeDib(
  buf: Buffer,
  dibStart: number,
  pixelStart: number | null,
  maxPixels: number,
  isIcon: boolean,
): RawImage {
  if (buf.length < dibStart + 40) throw new UnsupportedImageError('Truncated bitmap');
  const headerSize = buf.readUInt32LE(dibStart);
  if (headerSize < 40) throw new UnsupportedImageError('Unsupported bitmap header');
  const width = buf.readInt32LE(dibStart + 4);
  let rawHeight = buf.readInt32LE(dibStart + 8);
  const bpp = buf.readUInt16LE(dibStart + 14);
  const compression = buf.readUInt32LE(dibStart + 16);
  const colorsUsed = buf.readUInt32LE(dibStart + 32);
  if (isIcon) rawHeight = rawHeight / 2; // an icon's bitmap stores the image and its mask one above the other
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (!Number.isInteger(height) || width <= 0 || height <= 0) throw new UnsupportedImageError('Invalid bitmap size');
  if (width * height > maxPixels) throw new UnsupportedImageError('Image has too many pixels');
  if (![1, 4, 8, 24, 32].includes(bpp)) throw new UnsupportedImageError('Unsupported bitmap depth');
  if (!(compression === BI_RGB || (compression === BI_BITFIELDS && bpp === 32))) {
    throw new UnsupportedImageError('Compressed bitmaps are not supported');
  }

  let masks = { r: 0x00ff0000, g: 0x0000ff00, b: 0x000000ff, a: 0xff000000 };
  if (compression === BI_BITFIELDS) {
    const at = dibStart + 40;
    if (buf.length < at + 12) throw new UnsupportedImageError('Truncated bitmap');
    masks = {
      r: buf.readUInt32LE(at),
      g: buf.readUInt32LE(at + 4),
      b: buf.readUInt32LE(at + 8),
      a: headerSize >= 56 ? buf.readUInt32LE(dibStart + 52) : 0,
    };
  }
  const paletteStart = dibStart + headerSize + (compression === BI_BITFIELDS && headerSize === 40 ? 12 : 0);
  const paletteSize = bpp <= 8 ? colorsUsed || 1 << bpp : 0;
  if (paletteSize > 256) throw new UnsupportedImageError('Invalid bitmap palette');
  const dataStart = pixelStart ?? paletteStart + paletteSize * 4;
  const stride = Math.floor((bpp * width + 31) / 32) * 4;
  if (paletteStart + paletteSize * 4 > buf.length || dataStart + stride * height > buf.length) {
    throw new UnsupportedImageError('Truncated bitmap');
  }

  const out = Buffer.alloc(width * height * 4);
  const channel = (v: number, mask: number) => {
    if (!mask) return 255;
    const shift = Math.log2(mask & -mask);
    const max = mask >>> shift;
    return Math.round((((v & mask) >>> shift) * 255) / max);
  };
  let anyAlpha = false;
  for (let y = 0; y < height; y++) {
    const row = dataStart + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      if (bpp === 24) {
        out[o] = buf[row + x * 3 + 2]!;
        out[o + 1] = buf[row + x * 3 + 1]!;
        out[o + 2] = buf[row + x * 3]!;
        out[o + 3] = 255;
      } else if (bpp === 32) {
        const v = buf.readUInt32LE(row + x * 4);
        out[o] = channel(v, masks.r);
        out[o + 1] = channel(v, masks.g);
        out[o + 2] = channel(v, masks.b);
        out[o + 3] = masks.a ? channel(v, masks.a) : 255;
        if (masks.a && out[o + 3]! > 0) anyAlpha = true;
      } else {
        const bitOffset = x * bpp;
        const byte = buf[row + (bitOffset >> 3)]!;
        const index = (byte >> (8 - bpp - (bitOffset & 7))) & ((1 << bpp) - 1);
        if (index >= paletteSize) throw new UnsupportedImageError('Invalid bitmap palette index');
        const p = paletteStart + index * 4;
        out[o] = buf[p + 2]!;
        out[o + 1] = buf[p + 1]!;
        out[o + 2] = buf[p]!;
        out[o + 3] = 255;
      }
    }
  }
  // Many 32-bit bitmaps leave the fourth byte at zero meaning "unused", not "transparent".
  if (bpp === 32 && masks.a && !anyAlpha) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  return { width, height, data: out };
}

export function decodeBmp(buf: Buffer, maxPixels: number): RawImage {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') throw new UnsupportedImageError('Not a bitmap');
  return decodeDib(buf, 14, buf.readUInt32LE(10), maxPixels, false);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The largest picture inside an icon file: either PNG bytes (decoded by the image library) or raw pixels. */
export function decodeIco(buf: Buffer, maxPixels: number): { png: Buffer } | { raw: RawImage } {
  if (buf.length < 6 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1)
    throw new UnsupportedImageError('Not an icon');
  const count = buf.readUInt16LE(4);
  if (count === 0 || buf.length < 6 + count * 16) throw new UnsupportedImageError('Truncated icon');
  let best: { area: number; size: number; offset: number } | null = null;
  for (let i = 0; i < count; i++) {
    const e = 6 + i * 16;
    const w = buf[e] || 256;
    const h = buf[e + 1] || 256;
    const size = buf.readUInt32LE(e + 8);
    const offset = buf.readUInt32LE(e + 12);
    if (offset + size > buf.length) throw new UnsupportedImageError('Truncated icon');
    if (!best || w * h > best.area) best = { area: w * h, size, offset };
  }
  const entry = buf.subarray(best!.offset, best!.offset + best!.size);
  if (entry.subarray(0, 8).equals(PNG_SIGNATURE)) return { png: entry };
  return { raw: decodeDib(entry, 0, null, maxPixels, true) };
}
