import useSWR from 'swr';

export interface GalleryImage {
  id: number;
  imagePath: string;
  thumbnailPath: string;
  width: number | null;
  height: number | null;
  title: string;
  caption: string;
  eventId: number | null;
  createdAt: string;
}

export const GALLERY_KEY = '/api/gallery';

/** Gallery images, newest first. */
export function useGallery() {
  return useSWR<GalleryImage[]>(GALLERY_KEY);
}
