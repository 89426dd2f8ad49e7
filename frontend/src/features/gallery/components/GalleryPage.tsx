import { Link, useSearchParams } from 'react-router-dom';
import { Camera } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/lib/routes';
import { PageHeader } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { GalleryImage } from '@/lib/api-types';
import * as React from 'react';
import { usePageTitle } from '@/lib/page-title';
import { useGallery, useOlderGallery } from '../api/gallery';
import { sampleImages } from './sample-images';

const SKELETON_HEIGHTS = ['h-56', 'h-72', 'h-64', 'h-56', 'h-72', 'h-60'];

export default function GalleryPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Gallery`);
  const [search] = useSearchParams();
  const eventId = albumOf(search.get('event'));
  const { data, error, isLoading } = useGallery(eventId);
  const older = useOlderGallery(data, eventId);
  // The sample pictures stand in for an empty gallery, never for an event without photos.
  const images = data && data.length > 0 ? [...data, ...older.images] : eventId === undefined ? sampleImages(i18n) : [];

  return (
    <>
      <PageHeader
        title={t`Community Gallery`}
        intro={t`Cherished moments from our celebrations: the colours, the music, the food and, above all, the people.`}
      />
      {eventId !== undefined && (
        <p className="mb-6 flex flex-wrap items-center gap-3">
          <span className="font-semibold">
            <Trans>Photos of one event.</Trans>
          </span>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.gallery}>
              <Trans>Show all photos</Trans>
            </Link>
          </Button>
        </p>
      )}

      {isLoading ? (
        <div className="columns-1 gap-4 sm:columns-2 lg:columns-3" aria-busy="true" aria-label={t`Loading gallery`} role="status">
          {SKELETON_HEIGHTS.map((height, index) => (
            <Skeleton key={index} className={`mb-4 break-inside-avoid ${height}`} />
          ))}
        </div>
      ) : error ? (
        <Card className="mx-auto max-w-lg text-center">
          <CardContent className="pt-6 text-lg sm:pt-6">
            <Trans>We couldn't load the gallery right now. Please try again later.</Trans>
          </CardContent>
        </Card>
      ) : (
        <>
          {images.length === 0 && (
            <p className="text-lg">
              <Trans>No photos of this event yet.</Trans>
            </p>
          )}
          <ul className="columns-1 gap-4 sm:columns-2 lg:columns-3">
            {images.map((image, index) => (
              <GalleryTile key={image.id} image={image} first={index === 0} />
            ))}
          </ul>
          {older.hasMore && <MorePhotos loading={older.loading} failed={Boolean(older.error)} onMore={older.loadMore} />}
        </>
      )}

      <Card className="mx-auto mt-12 max-w-2xl bg-marigold-light text-center">
        <CardContent className="grid justify-items-center gap-3 pt-6 sm:pt-8">
          <Camera className="size-10 text-sindoor-dark" aria-hidden="true" />
          <h2 className="text-2xl font-bold">
            <Trans>Share Your Memories</Trans>
          </h2>
          <p>
            <Trans>Have photos from one of our events? We'd love to add them to the gallery.</Trans>
          </p>
          <Button asChild>
            <Link to={paths.contact}>
              <Trans>Contact Us to Share Photos</Trans>
            </Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}

/** The event id of `?event=`, when it is one. */
function albumOf(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,17}$/.test(value) ? Number(value) : undefined;
}

/** "More photos" under the grid; it also loads by itself as it scrolls into view. */
function MorePhotos({ loading, failed, onMore }: { loading: boolean; failed: boolean; onMore: () => void }) {
  const { t } = useLingui();
  const button = React.useRef<HTMLButtonElement>(null);
  const latest = React.useRef({ loading, failed, onMore });
  latest.current = { loading, failed, onMore };
  React.useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { loading: busy, failed: refused, onMore: more } = latest.current;
        // After a failure, only the visitor's own tap tries again.
        if (entries.some((entry) => entry.isIntersecting) && !busy && !refused) more();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="mt-6 grid justify-items-center gap-2">
      {failed && (
        <p role="alert">
          <Trans>We couldn&apos;t load more photos. Please try again.</Trans>
        </p>
      )}
      <Button ref={button} variant="outline" onClick={onMore} disabled={loading}>
        {loading ? t`Loading photos...` : t`More photos`}
      </Button>
    </div>
  );
}

/** `first`: the photo at the top of the page, the largest thing a phone paints first: fetched at
 * once and ahead of the page's other images, not when the browser finds it in view. */
function GalleryTile({ image, first }: { image: GalleryImage; first: boolean }) {
  const { t } = useLingui();
  // An organiser's title or caption is shown as written; only the stand-in for neither is a message.
  const credit = image.credit;
  const byline = credit ? t`Photo: ${credit}` : '';
  const label = [image.title || image.caption || t`A moment from our community`, byline].filter(Boolean).join('. ');
  const hasText = Boolean(image.title || image.caption || credit);
  return (
    <li className="mb-4 break-inside-avoid">
      <a
        href={image.imagePath}
        target="_blank"
        rel="noopener noreferrer"
        className="group relative block overflow-hidden rounded-2xl bg-cream-dark shadow-sm"
      >
        <picture className="block">
          {/* A phone takes the 640 px thumbnail whatever its pixel density: sharp enough in a
              phone's column, a fraction of the full image's bytes, which is a tap away. */}
          {image.thumbnailPath && <source media="(max-width: 639px)" srcSet={image.thumbnailPath} />}
          <img
            src={image.thumbnailPath || image.imagePath}
            // Wider screens choose by width: the thumbnail, or the full image for a large column.
            srcSet={
              image.thumbnailPath && image.width ? `${image.thumbnailPath} 640w, ${image.imagePath} ${image.width}w` : undefined
            }
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt={label}
            width={image.width ?? 800}
            height={image.height ?? 600}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding={first ? 'sync' : 'async'}
            className="h-auto w-full transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </picture>
        {hasText && (
          <span
            data-testid="gallery-overlay"
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 grid gap-0.5 bg-gradient-to-t from-maroon via-maroon/85 to-transparent p-4 pt-10 text-left text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          >
            {image.title && <span className="font-bold">{image.title}</span>}
            {image.caption && <span className="text-sm text-cream">{image.caption}</span>}
            {byline && <span className="text-xs text-cream">{byline}</span>}
          </span>
        )}
        <span className="sr-only">
          <Trans>(opens the full image in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}
