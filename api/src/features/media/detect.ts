import { fileTypeFromBuffer } from 'file-type';
import type { ImageType, VideoType } from './kinds.js';
import { looksLikeSvg } from './svg-sanitize.js';

export type Detected = { media: 'image'; type: ImageType } | { media: 'video'; type: VideoType; mime: string };

// file-type's names for the containers the product rules list; the file name and the client's declared type are never used.
const IMAGES: Record<string, ImageType> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  bmp: 'bmp',
  webp: 'webp',
  ico: 'ico',
};
const VIDEOS: Record<string, VideoType> = {
  mp4: 'mp4',
  m4v: 'mp4',
  mov: 'mov',
  avi: 'avi',
  asf: 'wmv',
  flv: 'flv',
  webm: 'webm',
  mkv: 'mkv',
};
const VIDEO_MIME: Record<VideoType, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
};

/** What the file is, judged by its first bytes (pass at least 64 KB when the file is that long); null when it is none of the accepted image or video types. */
export async function detectContent(buf: Buffer): Promise<Detected | null> {
  const found = await fileTypeFromBuffer(buf);
  if (found) {
    const image = IMAGES[found.ext];
    if (image) return { media: 'image', type: image };
    const video = VIDEOS[found.ext];
    if (video) return { media: 'video', type: video, mime: VIDEO_MIME[video] };
    if (found.ext !== 'xml') return null;
  }
  // SVG is text, so signature sniffing cannot name it: it must decode as UTF-8 and start like an SVG document.
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of the head is not a decoding error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, 4096), { stream: true });
  } catch {
    return null;
  }
  return looksLikeSvg(text) ? { media: 'image', type: 'svg' } : null;
}
