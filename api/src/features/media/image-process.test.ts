import sharp from 'sharp';
import { detectContent } from './detect.js';
import { ImageRejectedError, processImage } from './image-process.js';
import { KIND_RULES, type ImageKindRule } from './kinds.js';
import {
  bmp,
  gif,
  ico,
  jpegWithExif,
  mp4,
  noisyPng,
  pixelFloodPng,
  png,
  SVG_WITH_SCRIPT,
  webm,
  webp,
} from './test-files.js';

const propertyImage = KIND_RULES.property_image as ImageKindRule;
const banner = KIND_RULES.banner as ImageKindRule;

describe('detectContent', () => {
  it('names images and videos by their bytes', async () => {
    expect(await detectContent(await png())).toEqual({ media: 'image', type: 'png' });
    expect(await detectContent(await jpegWithExif())).toEqual({ media: 'image', type: 'jpg' });
    expect(await detectContent(await gif())).toEqual({ media: 'image', type: 'gif' });
    expect(await detectContent(await webp())).toEqual({ media: 'image', type: 'webp' });
    expect(await detectContent(await bmp())).toEqual({ media: 'image', type: 'bmp' });
    expect(await detectContent(await ico())).toEqual({ media: 'image', type: 'ico' });
    expect(await detectContent(Buffer.from(SVG_WITH_SCRIPT))).toEqual({ media: 'image', type: 'svg' });
    expect(await detectContent(mp4())).toEqual({ media: 'video', type: 'mp4', mime: 'video/mp4' });
    expect(await detectContent(webm())).toEqual({ media: 'video', type: 'webm', mime: 'video/webm' });
  });

  it('refuses what is none of them', async () => {
    expect(await detectContent(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(await detectContent(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(await detectContent(Buffer.from([0xff, 0xfe, 0x00, 0x01]))).toBeNull();
  });
});

describe('processImage', () => {
  it('re-encodes to WebP with a thumbnail, scaling large pictures down', async () => {
    const out = await processImage(await noisyPng(3000, 1500), 'png', propertyImage);
    expect(out.main.contentType).toBe('image/webp');
    expect([out.main.width, out.main.height]).toEqual([2560, 1280]);
    expect(Math.max(out.thumb.width, out.thumb.height)).toBe(propertyImage.thumbSide);
    expect((await sharp(out.main.data).metadata()).format).toBe('webp');
  });

  it('makes listing photos a 1200×630 JPEG share picture, cropped from the centre; other kinds none', async () => {
    const out = await processImage(await noisyPng(3000, 1500), 'png', propertyImage);
    const meta = await sharp(out.og!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect([out.og!.contentType, out.og!.width, out.og!.height]).toEqual(['image/jpeg', 1200, 630]);
    // A small or tall photo still fills the whole frame.
    const small = await processImage(await noisyPng(300, 600), 'png', KIND_RULES.product_image as ImageKindRule);
    expect([small.og!.width, small.og!.height]).toEqual([1200, 630]);
    expect((await processImage(await png(), 'png', banner)).og).toBeUndefined();
  });

  it('applies the orientation and then removes EXIF', async () => {
    const input = await jpegWithExif(80, 40);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await processImage(input, 'jpg', propertyImage);
    const meta = await sharp(out.main.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(out.main.data.includes(Buffer.from('home address'))).toBe(false);
  });

  it('reads bitmaps and icons, which the image library cannot', async () => {
    const fromBmp = await processImage(await bmp(20, 10), 'bmp', propertyImage);
    expect([fromBmp.main.width, fromBmp.main.height]).toEqual([20, 10]);
    const { data } = await sharp(fromBmp.main.data).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 10) + Math.abs(data[1]! - 120) + Math.abs(data[2]! - 240)).toBeLessThan(12);
    const fromIco = await processImage(await ico(32), 'ico', propertyImage);
    expect(fromIco.main.width).toBe(32);
  });

  it('refuses a pixel flood before decoding it', async () => {
    await expect(processImage(await pixelFloodPng(), 'png', propertyImage)).rejects.toThrow(/too many pixels/);
    const hugeBmp = await bmp(2, 2);
    hugeBmp.writeInt32LE(100_000, 18);
    hugeBmp.writeInt32LE(100_000, 22);
    await expect(processImage(hugeBmp, 'bmp', propertyImage)).rejects.toThrow(/too many pixels/);
  });

  it('keeps a sanitised SVG for admin kinds and renders its thumbnail', async () => {
    const out = await processImage(Buffer.from(SVG_WITH_SCRIPT), 'svg', banner);
    const text = out.main.data.toString('utf8');
    expect(out.main.contentType).toBe('image/svg+xml');
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/script|onload|evil/);
    expect(out.thumb.contentType).toBe('image/webp');
  });

  it('refuses broken images with a clear error', async () => {
    const truncated = (await png()).subarray(0, 40);
    await expect(processImage(truncated, 'png', propertyImage)).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
