import '@/features/events/messages';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, Calendar, Clock, MapPin, Share2, Ticket } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventPath, paths, registerPath } from '@/lib/routes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SpotsLeft } from '@/components/spots-left';
import { formatDateRange } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { takesRegistrations } from '@/lib/seats';
import { useWritten } from '@/lib/written';
import { useEvent } from '../api/events';
import { shareEvent } from '../share';
import { CalendarLinks } from './CalendarLinks';
import { BringList, InfoRow, ScheduleList, SponsorList } from './EventInfo';
import { EventPrices } from '@/components/event-prices';
import { EventDetailSkeleton } from './EventDetailSkeleton';
import { EventSittings } from './EventSittings';
import { FestivalDays } from './FestivalDays';
import { EventPhotos } from './EventPhotos';
import { StillNeeded } from './StillNeeded';
import { ProgrammeCard } from './programme/ProgrammeCard';
import { VolunteerShifts } from '@/components/volunteer-shifts';
import { SouvenirCard } from './sponsors/SouvenirCard';
import { SponsorsSection } from './sponsors/SponsorsSection';

export default function EventDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: event, error, isLoading } = useEvent(id);
  const written = useWritten();
  const title = event ? written(event.title, event.titleBn) : '';
  usePageTitle(isLoading ? null : event ? title : t`Page not found`);

  if (isLoading) return <EventDetailSkeleton />;

  if (error || !event) {
    const goBack = () => {
      const state = window.history.state as { idx?: number } | null;
      if (state?.idx && state.idx > 0) navigate(-1);
      else navigate(paths.events);
    };
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
          <h1 className="text-2xl font-bold">
            <Trans>Event not found</Trans>
          </h1>
          <p className="text-maroon-soft">
            <Trans>The event you're looking for doesn't exist or has been removed.</Trans>
          </p>
          <Button onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            <Trans>Go Back</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const when = formatDateRange(event.date, event.endDate);
  const { highlights = [], schedule = [], whatToBring = [], sponsors = [] } = event;

  return (
    <article className="grid gap-8">
      <Link
        to={paths.events}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg font-semibold text-sindoor-dark hover:underline"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
        <Trans>All events</Trans>
      </Link>

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-3">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-maroon-soft">
            <span className="flex items-center gap-2">
              <Calendar className="size-5 text-sindoor" aria-hidden="true" />
              {when}
            </span>
            {event.time && (
              <span className="flex items-center gap-2">
                <Clock className="size-5 text-sindoor" aria-hidden="true" />
                {event.time}
              </span>
            )}
            <Badge variant={event.registrationOpen ? 'success' : 'muted'}>
              {event.registrationOpen ? t`Registration Open` : t`Registration Closed`}
            </Badge>
          </div>
          <EventPrices event={event} />
          <SpotsLeft event={event} />
        </div>
        <div className="flex flex-wrap gap-3">
          {/* On a phone the sidebar's Join Us card is far below; the way to register is here too. */}
          {takesRegistrations(event) && (
            <Button asChild className="lg:hidden">
              <Link to={registerPath(event.id)}>
                <Ticket aria-hidden="true" />
                <Trans>Register Now</Trans>
              </Link>
            </Button>
          )}
          <Button variant="outline" onClick={() => void shareEvent(event, `${window.location.origin}${eventPath(event.id)}`)}>
            <Share2 aria-hidden="true" />
            <Trans>Share</Trans>
          </Button>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {event.featuredImage && (
            <img
              src={event.featuredImage}
              alt={title}
              width={1200}
              height={675}
              className="aspect-video w-full rounded-2xl bg-cream-dark object-cover shadow-sm"
            />
          )}

          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>About this event</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <InfoRow icon={<MapPin />} label={t`Location`}>
                <p className="font-semibold">{event.venue}</p>
                <p className="text-maroon-soft">{event.address}</p>
              </InfoRow>
              <p className="whitespace-pre-line leading-relaxed">{written(event.description, event.descriptionBn)}</p>
            </CardContent>
          </Card>

          <FestivalDays event={event} />
          <EventSittings event={event} />

          <VolunteerShifts event={event} />

          {highlights.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Highlights</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-wrap gap-2">
                  {highlights.map((highlight, index) => (
                    <li key={index}>
                      <Badge variant="secondary">{highlight}</Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}

          {schedule.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Schedule</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ScheduleList schedule={schedule} />
              </CardContent>
            </Card>
          )}

          <ProgrammeCard event={event} />

          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>What to Bring</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <BringList items={whatToBring} />
            </CardContent>
          </Card>

          <StillNeeded event={event} />

          <EventPhotos event={event} />

          <SponsorsSection event={event} />

          <SouvenirCard event={event} />

          {sponsors.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Sponsors</Trans>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <SponsorList sponsors={sponsors} />
              </CardContent>
            </Card>
          )}
        </div>

        <aside className="grid content-start gap-6" aria-label={t`Event information`}>
          {event.registrationOpen && (
            <Card className="border-sindoor/40 bg-marigold-light">
              <CardHeader>
                <CardTitle as="h2">
                  <Trans>Join Us!</Trans>
                </CardTitle>
                <p>
                  <Trans>Save your spot and let us know how many are coming.</Trans>
                </p>
              </CardHeader>
              <CardContent className="grid gap-3">
                <SpotsLeft event={event} />
                <Button asChild className="w-full">
                  <Link to={registerPath(event.id)}>
                    <Ticket aria-hidden="true" />
                    <Trans>Register Now</Trans>
                  </Link>
                </Button>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle as="h2">
                <Trans>Event Information</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <InfoRow icon={<Calendar />} label={t`Date & Time`}>
                <p>{when}</p>
                {event.time && <p>{event.time}</p>}
                {!event.isPast && <CalendarLinks event={event} className="mt-2" />}
              </InfoRow>
              <InfoRow icon={<MapPin />} label={t`Location`}>
                <p>{event.venue}</p>
                <p className="text-maroon-soft">{event.address}</p>
              </InfoRow>
              <InfoRow icon={<Ticket />} label={t`Registration`}>
                {event.registrationOpen ? t`Open` : t`Closed`}
              </InfoRow>
            </CardContent>
          </Card>
        </aside>
      </div>
    </article>
  );
}
