import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { api } from '@/lib/api';
import type { UploadUrl } from '@/lib/api-types';
import { CSRF_HEADER, getCsrfToken } from '@/lib/csrf';
import { adminPaths } from './keys';

/** The spec's upload limits: up to 5 images of at most 10 MB each. */
export const MAX_UPLOAD_FILES = 5;
const MAX_UPLOAD_BYTES = 10485760;

export interface ImageUploader {
  uppy: Uppy;
  /** The upload URL a successfully uploaded file was PUT to (what the gallery create call takes). */
  uploadUrlFor: (fileId: string) => string | undefined;
}

/**
 * An Uppy instance that sends each file with one PUT to a fresh URL from
 * `POST /api/objects/upload` (a presigned S3 URL, or a signed URL of this server locally).
 */
export function createImageUploader({ maxNumberOfFiles = MAX_UPLOAD_FILES } = {}): ImageUploader {
  const urlsByKey = new Map<string, string>();
  const urlsByFile = new Map<string, string>();

  const uppy = new Uppy({
    restrictions: { maxNumberOfFiles, maxFileSize: MAX_UPLOAD_BYTES, allowedFileTypes: ['image/*'] },
  });

  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    async signRequest(request) {
      if (request.method !== 'PUT' || 'uploadId' in request) {
        throw new Error('Only single-request uploads are supported.');
      }
      const { uploadURL } = await api.post<UploadUrl>(adminPaths.uploadUrl);
      urlsByKey.set(request.key, uploadURL);
      // Uppy reports where the object went from an absolute URL; the server may answer with a
      // path on this site.
      const url = new URL(uploadURL, window.location.href);
      const token = url.origin === window.location.origin ? getCsrfToken() : null;
      return { url: url.href, headers: token ? { [CSRF_HEADER]: token } : undefined };
    },
  });

  uppy.on('upload-success', (file, response) => {
    const key = (response.body as { key?: string } | undefined)?.key;
    const url = key ? urlsByKey.get(key) : undefined;
    if (file && url) urlsByFile.set(file.id, url);
  });
  uppy.on('file-removed', (file) => {
    urlsByFile.delete(file.id);
  });

  return { uppy, uploadUrlFor: (fileId) => urlsByFile.get(fileId) };
}
