import '@/features/events/messages';
import { Link } from 'react-router-dom';
import { ArrowDown, Calendar, Clock, ExternalLink, MapPin, Navigation } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventPath, registerPath } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SpotsLeft } from '@/components/spots-left';
import { formatDateRange } from '@/lib/dates';
import type { Event } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { BringList, HighlightIcon, InfoRow, mapUrl, ScheduleList, SponsorList } from './EventInfo';
import { EventPrices } from '@/components/event-prices';
import { useWritten } from '@/lib/written';

/** The events list's section on the events page, which a phone's visitor may jump to. */
export const UPCOMING_LIST_ID = 'upcoming-events';
/** What a phone leaves to the event's own page ("View Full Details"). */
const WIDE_ONLY = 'max-lg:hidden';
/** A card's heading on a phone: tighter, so the card stays short. */
const PHONE_HEADER = 'max-lg:pb-2';

/**
 * The first upcoming event at the top of the events page: in full on a wide screen; on a phone a
 * compact card (what, when, where, a few lines about it, and the buttons to register or read on),
 * so that the list of the other events follows at once. The rest waits on the event's own page.
 */
export function FeaturedEvent({ event }: { event: Event }) {
  const { t } = useLingui();
  const written = useWritten();
  const { highlights = [], schedule = [], whatToBring = [], sponsors = [] } = event;
  const tiles = highlights.slice(0, 4);
  const fifth = highlights[4];

  return (
    <section aria-labelledby="featured-event-title" className="grid gap-4 lg:gap-6">
      <div className="grid justify-items-center gap-2 text-center lg:gap-3">
        <Badge>
          <Trans>Upcoming Event</Trans>
        </Badge>
        <h2 id="featured-event-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {written(event.title, event.titleBn)}
        </h2>
        <EventPrices event={event} />
        <SpotsLeft event={event} />
        <a
          href={`#${UPCOMING_LIST_ID}`}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-sindoor-dark underline underline-offset-4 lg:hidden"
        >
          <ArrowDown className="size-4" aria-hidden="true" />
          <Trans>See all upcoming events</Trans>
        </a>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <Card>
          <CardHeader className={PHONE_HEADER}>
            <CardTitle>
              <Trans>Overview</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="line-clamp-3 whitespace-pre-line leading-relaxed lg:line-clamp-none">{written(event.description, event.descriptionBn)}</p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className={PHONE_HEADER}>
            <CardTitle>
              <Trans>When &amp; Where</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 lg:gap-4">
            <InfoRow icon={<Calendar />} label={t`Date`}>
              {formatDateRange(event.date, event.endDate)}
            </InfoRow>
            <InfoRow icon={<Clock />} label={t`Time`}>
              {event.time || t`To Be Determined`}
            </InfoRow>
            <InfoRow icon={<MapPin />} label={t`Venue`}>
              <p className="font-semibold">{event.venue}</p>
              <p className="text-maroon-soft">{event.address}</p>
            </InfoRow>
            <Button asChild variant="outline" className="justify-self-start">
              <a href={mapUrl(`${event.venue}, ${event.address}`)} target="_blank" rel="noopener noreferrer">
                <Navigation aria-hidden="true" />
                <Trans>View Map</Trans>
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </Button>
          </CardContent>
        </Card>
      </div>

      {highlights.length > 0 && (
        <Card className={WIDE_ONLY}>
          <CardHeader>
            <CardTitle>
              <Trans>Event Highlights</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {tiles.map((highlight, index) => (
                <li
                  key={index}
                  className="flex flex-col items-center gap-2 rounded-xl bg-cream p-4 text-center font-semibold"
                >
                  <HighlightIcon highlight={highlight} />
                  {highlight}
                </li>
              ))}
            </ul>
            {fifth && (
              <p className="flex items-center justify-center gap-2 rounded-xl bg-marigold-light p-4 text-center font-semibold">
                <HighlightIcon highlight={fifth} />
                {fifth}
              </p>
            )}
          </CardContent>
        </Card>
      )}

      <div className={cn(WIDE_ONLY, 'items-start gap-6 lg:grid', schedule.length > 0 && 'lg:grid-cols-2')}>
        {schedule.length > 0 && (
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Event Schedule</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ScheduleList schedule={schedule} />
            </CardContent>
          </Card>
        )}

        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>What to Bring</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <BringList items={whatToBring} />
          </CardContent>
        </Card>
      </div>

      {sponsors.length > 0 && (
        <Card className={WIDE_ONLY}>
          <CardHeader>
            <CardTitle>
              <Trans>Our Sponsors</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <SponsorList sponsors={sponsors} />
          </CardContent>
        </Card>
      )}

      <div className="grid justify-items-center gap-4 rounded-2xl bg-sindoor-dark px-4 py-5 text-center text-white lg:px-6 lg:py-8">
        <h3 className={cn(WIDE_ONLY, 'text-2xl font-bold')}>
          <Trans>Join the Celebration</Trans>
        </h3>
        <p className={cn(WIDE_ONLY, 'max-w-xl text-cream')}>
          <Trans>Bring your family and friends. Everyone is welcome!</Trans>
        </p>
        <SpotsLeft event={event} tone="inverse" className={WIDE_ONLY} />
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline" className="border-white bg-transparent text-white hover:bg-white/10">
            <Link to={eventPath(event.id)}>
              <ExternalLink aria-hidden="true" />
              <Trans>View Full Details</Trans>
            </Link>
          </Button>
          {event.registrationOpen ? (
            <Button asChild variant="secondary">
              <Link to={registerPath(event.id)}>
                <Trans>Register Now</Trans>
              </Link>
            </Button>
          ) : (
            <Badge variant="muted" className="min-h-11 px-4">
              <Trans>Registration Closed</Trans>
            </Badge>
          )}
        </div>
      </div>
    </section>
  );
}
