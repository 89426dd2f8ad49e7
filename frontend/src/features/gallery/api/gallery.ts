import useSWR from 'swr';
import type { GalleryImage } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';

/** Gallery images, newest first. */
export function useGallery() {
  return useSWR<GalleryImage[]>(cacheKeys.gallery);
}
