/**
 * The user's uploaded photo as the media service gave it (a path under the API's uploaded-files path, or
 * the storage's absolute URL), as the profile page shows it. Anything else (no photo, 'null', a
 * javascript: or protocol-relative value) gives null, and the header shows the initial instead.
 */
export function avatarPhoto(image: unknown): string | null {
  if (typeof image !== 'string') return null;
  const value = image.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}
