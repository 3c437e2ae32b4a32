// The docs/product/data.md media kinds: each has its own folder, its own accepted content and its own size limit.
export const IMAGE_TYPES = ['jpg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico'] as const;
export const VIDEO_TYPES = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type VideoType = (typeof VIDEO_TYPES)[number];

export const MEDIA_KINDS = [
  'user_profile_image',
  'admin_profile_image',
  'product_image',
  'product_video',
  'property_image',
  'property_video',
  'company_logo',
  'amenity_image',
  'about_us_image',
  'banner',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

export interface ImageKindRule {
  media: 'image';
  folder: string;
  maxBytes: number;
  /** Longest side of the main variant; larger images are scaled down, never up. */
  maxSide: number;
  thumbSide: number;
  /** Admin kinds are uploaded by staff only, and only they may carry (sanitised) SVG. */
  adminOnly: boolean;
  allowSvg: boolean;
  /** Also made: the 1200×630 JPEG link previews show (og:image), for the kinds a listing's primary photo is. */
  og?: boolean;
}
export interface VideoKindRule {
  media: 'video';
  folder: string;
  maxBytes: number;
  adminOnly: false;
}
export type KindRule = ImageKindRule | VideoKindRule;

const userImage = (folder: string, maxBytes: number, maxSide: number, thumbSide: number): ImageKindRule => ({
  media: 'image',
  folder,
  maxBytes,
  maxSide,
  thumbSide,
  adminOnly: false,
  allowSvg: false,
});
const adminImage = (folder: string, maxBytes: number, maxSide: number, thumbSide: number): ImageKindRule => ({
  media: 'image',
  folder,
  maxBytes,
  maxSide,
  thumbSide,
  adminOnly: true,
  allowSvg: true,
});
const video = (folder: string, maxBytes: number): VideoKindRule => ({
  media: 'video',
  folder,
  maxBytes,
  adminOnly: false,
});

export const KIND_RULES: Record<MediaKind, KindRule> = {
  user_profile_image: userImage('user-profile-images', 5 * MB, 1024, 256),
  admin_profile_image: adminImage('admin-profile-images', 5 * MB, 1024, 256),
  product_image: { ...userImage('product-images', 10 * MB, 2560, 480), og: true },
  product_video: video('product-videos', 100 * MB),
  property_image: { ...userImage('property-images', 10 * MB, 2560, 480), og: true },
  property_video: video('property-videos', 100 * MB),
  company_logo: userImage('company-logos', 2 * MB, 1024, 256),
  amenity_image: adminImage('amenity-images', 1 * MB, 512, 128),
  about_us_image: adminImage('about-us-images', 10 * MB, 2560, 640),
  banner: adminImage('banners', 10 * MB, 2560, 640),
};

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(KIND_RULES).map((r) => r.maxBytes));

/** Images larger than this many pixels are refused before decoding (a "pixel flood" is a small file that decodes huge). */
export const MAX_INPUT_PIXELS = 40_000_000;

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}
