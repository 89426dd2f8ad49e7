import { ApiError, api, type ErrorBody } from '@/lib/api';
import type { PhotosSent, UploadUrl } from '@/lib/api-types';
import { CSRF_HEADER, getCsrfToken } from '@/lib/csrf';

const photoPaths = {
  upload: '/api/family/photos/upload',
  photos: '/api/family/photos',
} as const;

/** One photo's bytes PUT to a fresh upload URL; the URL is what the photos' POST takes. */
async function uploadPhoto(file: File): Promise<string> {
  const { uploadURL } = await api.post<UploadUrl>(photoPaths.upload);
  // A presigned S3 URL, or a signed URL of this server (which checks the CSRF token too).
  const url = new URL(uploadURL, window.location.href);
  const token = url.origin === window.location.origin ? getCsrfToken() : null;
  const response = await fetch(url.href, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { [CSRF_HEADER]: token } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const text = await response.text();
    let body: ErrorBody | null = null;
    try {
      body = JSON.parse(text) as ErrorBody;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, text || response.statusText, body);
  }
  return uploadURL;
}

/**
 * Sends the family's photos of `eventId`: each uploaded in turn (`onUploaded` counts them), then all
 * of them handed in at once, to wait for an organiser.
 */
export async function sendPhotos(eventId: number, files: File[], onUploaded: (count: number) => void) {
  const paths: string[] = [];
  for (const file of files) {
    paths.push(await uploadPhoto(file));
    onUploaded(paths.length);
  }
  return api.post<PhotosSent>(photoPaths.photos, { eventId, paths });
}
