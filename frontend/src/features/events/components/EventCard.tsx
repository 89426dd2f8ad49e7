import '@/features/events/messages';
import { Link } from 'react-router-dom';
import { Calendar, MapPin } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventPath, registerPath } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { SpotsLeft } from '@/components/spots-left';
import { formatDateRange } from '@/lib/dates';
import type { Event } from '@/lib/api-types';
import { EventPrices } from '@/components/event-prices';
import { useWritten } from '@/lib/written';

export function EventCard({ event }: { event: Event }) {
  const { t } = useLingui();
  const written = useWritten();
  const title = written(event.title, event.titleBn);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant={event.registrationOpen ? 'success' : 'secondary'} className="self-start">
          {event.registrationOpen ? t`Registration Open` : t`Coming Soon`}
        </Badge>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="line-clamp-3">{written(event.description, event.descriptionBn)}</p>
        <p className="flex items-center gap-2 text-maroon-soft">
          <Calendar className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
          {formatDateRange(event.date, event.endDate)}
        </p>
        <p className="flex items-center gap-2 text-maroon-soft">
          <MapPin className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
          {event.venue}
        </p>
        <EventPrices event={event} />
        <SpotsLeft event={event} />
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild variant="outline">
          <Link to={eventPath(event.id)} aria-label={t`View Details: ${title}`}>
            <Trans>View Details</Trans>
          </Link>
        </Button>
        {event.registrationOpen && (
          <Button asChild>
            <Link to={registerPath(event.id)} aria-label={t`Register: ${title}`}>
              <Trans>Register</Trans>
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** The two fixed cards, shown while there are too few events to fill the section (docs/screens.md). */
const PLACEHOLDER_EVENTS = [
  {
    key: 'poila-boishakh',
    title: msg`Poila Boishakh`,
    when: msg`April 2025`,
    description: msg`Welcome the Bengali New Year with music, food and new beginnings.`,
  },
  {
    key: 'durga-puja',
    title: msg`Durga Puja`,
    when: msg`Fall 2025`,
    description: msg`Our biggest celebration of the year: worship, cultural programs and bhog for all.`,
  },
];

export function PlaceholderEventCards() {
  const { i18n } = useLingui();
  return (
    <>
      {PLACEHOLDER_EVENTS.map((placeholder) => (
        <Card key={placeholder.key} className="flex h-full flex-col border-dashed">
          <CardHeader>
            <Badge variant="secondary" className="self-start">
              <Trans>Coming Soon</Trans>
            </Badge>
            <CardTitle>{i18n._(placeholder.title)}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p>{i18n._(placeholder.description)}</p>
            <p className="flex items-center gap-2 text-maroon-soft">
              <Calendar className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
              {i18n._(placeholder.when)}
            </p>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
