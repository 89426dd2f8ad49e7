import { ImagePlus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAdminEvents } from '../events/api/events';
import { useGalleryImages } from './api/gallery';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';
import { GalleryGrid, GalleryGridSkeleton } from './GalleryGrid';
import { GalleryUploadCard } from './GalleryUploadCard';
import { PhotoSubmissions } from './PhotoSubmissions';

export function GalleryTab() {
  const { t } = useLingui();
  const { images, error, isLoading, retry } = useGalleryImages();
  const { events } = useAdminEvents();

  let grid;
  if (isLoading) grid = <GalleryGridSkeleton tiles={8} />;
  else if (error || !images) grid = <ErrorState message={t`We could not load the gallery.`} onRetry={retry} />;
  else if (images.length === 0) {
    grid = <EmptyState icon={ImagePlus} title={t`No images yet`} description={t`Upload your first image to get started.`} />;
  } else grid = <GalleryGrid images={images} />;

  return (
    <section aria-labelledby="gallery-heading">
      <TabHeader
        id="gallery-heading"
        title={t`Gallery Management`}
        description={t`Add photos from your celebrations and remove the ones you no longer want to show.`}
      />
      <GalleryUploadCard events={events ?? []} />
      <PhotoSubmissions />
      <h3 className="mb-4 mt-8 text-xl font-bold">
        <Trans>Current Images</Trans>
      </h3>
      {grid}
    </section>
  );
}
