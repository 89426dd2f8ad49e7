import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { adminKeys, adminPaths } from './keys';
import type { GalleryImage } from './types';

export interface GalleryImageInput {
  /** The upload URL the file was PUT to (the server turns it into `/objects/...`). */
  imagePath: string;
  title: string;
  caption: string;
  eventId: number | null;
}

export function useGalleryImages() {
  const { data, error, isLoading, mutate } = useSWR<GalleryImage[]>(adminKeys.gallery);
  return { images: data, error, isLoading, retry: () => mutate() };
}

export function createGalleryImage(input: GalleryImageInput) {
  return api.post<GalleryImage>(adminPaths.galleryCreate, input);
}

export function useRefreshGallery() {
  const { mutate } = useSWRConfig();
  return () => mutate(adminKeys.gallery);
}

export function useDeleteGalleryImage() {
  const refresh = useRefreshGallery();
  return async (id: number) => {
    await api.delete(adminPaths.galleryImage(id));
    await refresh();
  };
}
