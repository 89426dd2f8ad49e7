import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { api } from './api';
import type { UploadUrl } from './api-types';
import { CSRF_HEADER, getCsrfToken } from './csrf';

export interface Uploader {
  uppy: Uppy;
  /** The upload URL a successfully uploaded file was PUT to (what the create call takes). */
  uploadUrlFor: (fileId: string) => string | undefined;
}

interface UploaderOptions {
  /** The POST that answers `{uploadURL}`: one URL that takes one PUT of a file's bytes. */
  uploadUrlPath: string;
  maxNumberOfFiles: number;
  maxFileSize: number;
  allowedFileTypes: string[];
}

/**
 * An Uppy instance that sends each file with one PUT to a fresh URL from `uploadUrlPath` (a
 * presigned S3 URL, or a signed URL of this server locally). The gallery's images and a
 * programme act's music travel the same way.
 */
export function createUploader({ uploadUrlPath, maxNumberOfFiles, maxFileSize, allowedFileTypes }: UploaderOptions): Uploader {
  const urlsByKey = new Map<string, string>();
  const urlsByFile = new Map<string, string>();

  const uppy = new Uppy({ restrictions: { maxNumberOfFiles, maxFileSize, allowedFileTypes } });

  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    async signRequest(request) {
      if (request.method !== 'PUT' || 'uploadId' in request) {
        throw new Error('Only single-request uploads are supported.');
      }
      const { uploadURL } = await api.post<UploadUrl>(uploadUrlPath);
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
