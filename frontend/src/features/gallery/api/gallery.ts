import useSWR from 'swr';
import type { GalleryImage } from '@/lib/api-types';

export const GALLERY_KEY = '/api/gallery';

/** Gallery images, newest first. */
export function useGallery() {
  return useSWR<GalleryImage[]>(GALLERY_KEY);
}
