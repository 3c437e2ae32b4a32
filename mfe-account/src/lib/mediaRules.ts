// What the media service accepts for listing uploads (api/src/features/media/kinds.ts): checked here before any
// byte is sent, so a wrong file is named at once; the server checks the content again.

const MB = 1024 * 1024;

export interface MediaRule {
  kind: string;
  extensions: readonly string[];
  /** MIME types a browser may report for those extensions (an empty type is judged by the extension alone). */
  mimePrefix: 'image/' | 'video/';
  maxBytes: number;
}

/**
 * The picture types a member may upload (profile photo, company logo, listing photos): the media service takes SVG
 * from administrators only, so it is neither offered nor named in a message.
 */
export const USER_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'ico'] as const;
const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mov', 'wmv', 'flv', 'webm', 'mkv'] as const;

/** The photos and video of each kind of listing, under the media service's name for them. */
export const MEDIA_RULES = {
  property: {
    image: { kind: 'property_image', extensions: USER_IMAGE_EXTENSIONS, mimePrefix: 'image/', maxBytes: 10 * MB },
    video: { kind: 'property_video', extensions: VIDEO_EXTENSIONS, mimePrefix: 'video/', maxBytes: 100 * MB },
  },
  auto: {
    image: { kind: 'product_image', extensions: USER_IMAGE_EXTENSIONS, mimePrefix: 'image/', maxBytes: 10 * MB },
    video: { kind: 'product_video', extensions: VIDEO_EXTENSIONS, mimePrefix: 'video/', maxBytes: 100 * MB },
  },
} satisfies Record<'property' | 'auto', { image: MediaRule; video: MediaRule }>;

/** Up to this many photos per listing (the API's limit). */
export const MAX_IMAGES = 20;

export function formatSize(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function acceptAttribute(rule: Pick<MediaRule, 'extensions'>): string {
  return rule.extensions.map((e) => `.${e}`).join(',');
}

/** Why a file cannot be uploaded under this rule, or null when it may be sent. */
export function fileProblem(file: File, rule: MediaRule): 'wrongType' | 'tooLarge' | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeOk = file.type === '' || file.type.startsWith(rule.mimePrefix);
  if (!rule.extensions.includes(extension) || !typeOk || file.type === 'image/svg+xml') return 'wrongType';
  if (file.size > rule.maxBytes) return 'tooLarge';
  return null;
}
