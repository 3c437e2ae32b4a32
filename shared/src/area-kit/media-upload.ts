import { http } from '@souq/shared';

// Media uploads: a listing's photos and videos, a member's proof of payment, the content pages' images.

export interface UploadedMedia {
  id: number;
  url: string;
  variants?: Record<string, { url: string }>;
}

/** POST /api/media/upload (multipart: kind, file), reporting how much has been sent. */
export async function uploadMedia(
  kind: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedMedia> {
  const data = new FormData();
  // The kind first, so the server knows the file's own size limit while reading it.
  data.append('kind', kind);
  data.append('file', file);
  const response = await http.authMultipart<UploadedMedia>({
    url: '/media/upload',
    data,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return response.data;
}
