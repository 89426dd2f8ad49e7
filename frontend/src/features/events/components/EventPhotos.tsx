import '@/features/events/messages';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@/lib/api-types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { eventGalleryPath } from '@/lib/routes';
import { useWritten } from '@/lib/written';
import { useEventPhotos } from '../api/events';

const SHOWN = 6;

/** The event's album on its page; nothing at all until it has photos. */
export function EventPhotos({ event }: { event: Event }) {
  const { t } = useLingui();
  const { data } = useEventPhotos(event.id);
  const title = useWritten()(event.title, event.titleBn);
  if (!data || data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Photos</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {data.slice(0, SHOWN).map((image) => (
            <li key={image.id}>
              <a href={image.imagePath} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl bg-cream-dark">
                <img
                  src={image.thumbnailPath || image.imagePath}
                  alt={image.title || image.caption || t`A moment from ${title}`}
                  width={image.width ?? 800}
                  height={image.height ?? 600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={eventGalleryPath(event.id)}>
            <Trans>See all photos of this event</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
