import sharp from 'sharp';

/**
 * A photo no other listing has: random coloured blocks, scaled up to a phone-sized JPEG. The API refuses a
 * listing that repeats one of its owner's photos (duplicates.ts compares perceptual hashes), so every upload of the
 * soak must be a picture of its own.
 */
export function uniquePhoto(width = 640, height = 480): Promise<Buffer> {
  const cols = 8;
  const rows = 6;
  const blocks = Buffer.alloc(cols * rows * 3);
  for (let i = 0; i < blocks.length; i++) blocks[i] = Math.floor(Math.random() * 256);
  return sharp(blocks, { raw: { width: cols, height: rows, channels: 3 } })
    .resize(width, height, { kernel: 'nearest' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
