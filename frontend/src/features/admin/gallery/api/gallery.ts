import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import type { GalleryImage, GalleryImageInput, PhotoSubmission } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';
import { adminKeys, adminPaths } from '../../shell/api/keys';

/** Every image: the public gallery answers a page at a time, organisers see them all. */
export function useGalleryImages() {
  const { data, error, isLoading, mutate } = useSWR<GalleryImage[]>(adminKeys.gallery);
  return { images: data, error, isLoading, retry: () => mutate() };
}

/** `imagePath` is the upload URL the file was PUT to; the server turns it into `/objects/...`. */
export function createGalleryImage(input: GalleryImageInput) {
  return api.post<GalleryImage>(adminPaths.galleryCreate, input);
}

export function useRefreshGallery() {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(adminKeys.gallery), mutate(cacheKeys.gallery)]);
}

/** Deletes the image `id`; `isMutating` is true until the gallery is read again. */
export function useDeleteGalleryImage(id: number) {
  const refresh = useRefreshGallery();
  return useSWRMutation(adminPaths.galleryImage(id), async (path: string) => {
    await api.delete(path);
    await refresh();
  });
}

/** The photos families sent that wait for an organiser, each with its event's parties who declined photo consent. */
export function usePhotoSubmissions() {
  const { data, error, isLoading, mutate } = useSWR<PhotoSubmission[]>(adminKeys.photoSubmissions);
  return { submissions: data, error, isLoading, retry: () => mutate() };
}

/** Approves (into the gallery, in its event's album) or declines a family's photo; both lists are read again. */
export function useDecidePhoto() {
  const refresh = useRefreshGallery();
  const { mutate } = useSWRConfig();
  return async (id: number, decision: 'approve' | 'decline') => {
    const path = decision === 'approve' ? adminPaths.photoApprove(id) : adminPaths.photoDecline(id);
    const submission = await api.post<PhotoSubmission>(path);
    await Promise.all([refresh(), mutate(adminKeys.photoSubmissions)]);
    return submission;
  };
}
