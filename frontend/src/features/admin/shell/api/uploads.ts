import { createUploader, type Uploader } from '@/lib/uploader';
import { adminPaths } from './keys';

/** The upload limits: up to 5 images of at most 10 MB each (docs/screens.md). */
export const MAX_UPLOAD_FILES = 5;
const MAX_UPLOAD_BYTES = 10485760;

/**
 * An uploader of images: each file goes with one PUT to a fresh URL from
 * `POST /api/objects/upload`.
 */
export function createImageUploader({ maxNumberOfFiles = MAX_UPLOAD_FILES } = {}): Uploader {
  return createUploader({
    uploadUrlPath: adminPaths.uploadUrl,
    maxNumberOfFiles,
    maxFileSize: MAX_UPLOAD_BYTES,
    allowedFileTypes: ['image/*'],
  });
}
