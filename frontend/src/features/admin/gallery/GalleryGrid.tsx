import { CameraOff, Trash2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import type { GalleryImage } from '@/lib/api-types';
import { useDeleteGalleryImage } from './api/gallery';
import { useEventSummary } from '../registrations/api/registrations';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmDelete } from '../shell/ConfirmDelete';
import { IconButton } from '../shell/IconButton';
import { Spinner } from '../shell/states';

const gridClasses = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4';

export function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const { t } = useLingui();
  return (
    <ul className={gridClasses} aria-label={t`Current images`}>
      {images.map((image) => (
        <GalleryTile key={image.id} image={image} />
      ))}
    </ul>
  );
}

function GalleryTile({ image }: { image: GalleryImage }) {
  const { trigger: deleteImage, isMutating: deleting } = useDeleteGalleryImage(image.id);
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const title = image.title || t`Untitled`;

  async function handleDelete() {
    const deleted = await run(() => deleteImage(), {
      failure: { title: t`Delete Failed`, description: t`Failed to delete image. Please try again.` },
    });
    if (deleted.ok) toast({ title: t`Image Deleted`, description: t`The image has been removed from the gallery.` });
  }

  return (
    <li className="group relative overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      <img
        src={image.thumbnailPath || image.imagePath}
        alt={image.title || image.caption || t`Gallery image`}
        width={image.width ?? 400}
        height={image.height ?? 400}
        loading="lazy"
        className="aspect-square w-full bg-cream-dark object-cover"
      />
      <div className="p-3">
        <p className="line-clamp-2 break-words font-semibold">{title}</p>
        {image.caption && <p className="line-clamp-2 text-sm text-maroon-soft">{image.caption}</p>}
        {image.eventId != null && <ConsentFlag eventId={image.eventId} />}
      </div>
      {/* The button shows on hover, on keyboard focus, and always where there is no hover (touch screens). */}
      <ConfirmDelete
        title={t`Delete Image`}
        question={t`Are you sure you want to delete this image?`}
        onConfirm={() => void handleDelete()}
      >
        <IconButton
          variant="destructive"
          label={t`Delete image ${title}`}
          tooltip={t`Delete image`}
          disabled={deleting}
          className="absolute right-2 top-2 opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 disabled:opacity-100 [@media(hover:none)]:opacity-100"
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        </IconButton>
      </ConfirmDelete>
    </li>
  );
}

/**
 * Photos are not linked to parties, only to their event: the flag says how many of that event's
 * confirmed parties declined to appear in the gallery, so organisers check the photo before keeping it.
 */
function ConsentFlag({ eventId }: { eventId: number }) {
  const { t } = useLingui();
  const { summary } = useEventSummary(eventId);
  const declined = summary?.noPhotoConsent.length ?? 0;
  if (declined === 0) return null;
  return (
    <p className="mt-2 flex items-start gap-1.5 rounded-lg bg-marigold-light/70 px-2 py-1 text-sm font-semibold text-maroon">
      <CameraOff className="mt-0.5 size-4 shrink-0 text-sindoor-dark" aria-hidden="true" />
      {t`${plural(declined, {
        one: '# party at this event did not consent to photos',
        other: '# parties at this event did not consent to photos',
      })}`}
    </p>
  );
}

export function GalleryGridSkeleton({ tiles }: { tiles: number }) {
  const { t } = useLingui();
  return (
    <div className={gridClasses} aria-busy="true" role="status" aria-label={t`Loading images`}>
      {Array.from({ length: tiles }, (_, i) => (
        <div key={i} data-testid="gallery-skeleton-tile" className="overflow-hidden rounded-xl border border-line bg-white">
          <Skeleton className="aspect-square w-full rounded-none" />
          <div className="grid gap-2 p-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
