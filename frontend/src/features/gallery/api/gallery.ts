import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { GalleryImage } from '@/lib/api-types';
import { cacheKeys } from '@/lib/cache-keys';

/** Images per page of older photos; the server's first page (`/api/gallery`) has as many. */
const GALLERY_PAGE_SIZE = 60;

/** The newest gallery images (the server's first page), newest first; one event's when `eventId` is given. */
export function useGallery(eventId?: number) {
  return useSWR<GalleryImage[]>(eventId === undefined ? cacheKeys.gallery : cacheKeys.eventPhotos(eventId));
}

/**
 * Older photos, a page at a time, each page asked for as `?before=<last id>` of the one before
 * (what the first page's `Link: rel="next"` names). Nothing is fetched until `loadMore` is called,
 * so the first screen costs no extra request.
 */
export function useOlderGallery(newest: GalleryImage[] | undefined, eventId?: number) {
  const more = newest !== undefined && newest.length >= GALLERY_PAGE_SIZE;
  const { data, error, isValidating, size, setSize } = useSWRInfinite<GalleryImage[]>(
    (index, previous: GalleryImage[] | null) => {
      if (!more || !newest) return null;
      const before = index === 0 ? newest[newest.length - 1] : previous && previous[previous.length - 1];
      if (!before || (previous && previous.length < GALLERY_PAGE_SIZE)) return null;
      const album = eventId === undefined ? cacheKeys.gallery : cacheKeys.eventPhotos(eventId);
      return `${album}${album.includes('?') ? '&' : '?'}before=${before.id}&limit=${GALLERY_PAGE_SIZE}`;
    },
    { initialSize: 0, revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const exhausted = !more || (last !== undefined && last.length < GALLERY_PAGE_SIZE);
  return {
    images: pages.flat(),
    error,
    loading: isValidating && size > pages.length,
    hasMore: !exhausted,
    loadMore: () => setSize(size + 1),
  };
}
