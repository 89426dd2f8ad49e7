import { Link } from 'react-router-dom';
import { Calendar, MapPin } from 'lucide-react';
import { eventPath, registerPath } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';
import type { Event } from '@/lib/api-types';

export function EventCard({ event }: { event: Event }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <Badge variant={event.registrationOpen ? 'success' : 'secondary'} className="self-start">
          {event.registrationOpen ? 'Registration Open' : 'Coming Soon'}
        </Badge>
        <CardTitle>{event.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        <p className="line-clamp-3">{event.description}</p>
        <p className="flex items-center gap-2 text-maroon-soft">
          <Calendar className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
          {formatLongDate(event.date)}
        </p>
        <p className="flex items-center gap-2 text-maroon-soft">
          <MapPin className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
          {event.venue}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild variant="outline">
          <Link to={eventPath(event.id)} aria-label={`View Details: ${event.title}`}>
            View Details
          </Link>
        </Button>
        {event.registrationOpen && (
          <Button asChild>
            <Link to={registerPath(event.id)} aria-label={`Register: ${event.title}`}>
              Register
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** The spec's two fixed cards, shown while there are too few events to fill the section. */
const PLACEHOLDER_EVENTS = [
  {
    title: 'Poila Boishakh',
    when: 'April 2025',
    description: 'Welcome the Bengali New Year with music, food and new beginnings.',
  },
  {
    title: 'Durga Puja',
    when: 'Fall 2025',
    description: 'Our biggest celebration of the year: worship, cultural programs and bhog for all.',
  },
];

export function PlaceholderEventCards() {
  return (
    <>
      {PLACEHOLDER_EVENTS.map((placeholder) => (
        <Card key={placeholder.title} className="flex h-full flex-col border-dashed">
          <CardHeader>
            <Badge variant="secondary" className="self-start">
              Coming Soon
            </Badge>
            <CardTitle>{placeholder.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p>{placeholder.description}</p>
            <p className="flex items-center gap-2 text-maroon-soft">
              <Calendar className="size-5 shrink-0 text-sindoor" aria-hidden="true" />
              {placeholder.when}
            </p>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
