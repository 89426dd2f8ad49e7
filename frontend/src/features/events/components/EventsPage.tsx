import '@/features/events/messages';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/PageShell';
import { SubscribeLink } from './SubscribeLink';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useManageToken } from '@/lib/manage-link';
import { usePageTitle } from '@/lib/page-title';
import { useEvents } from '../api/events';
import { EventCard, PlaceholderEventCards } from './EventCard';
import { FeaturedEvent, UPCOMING_LIST_ID } from './FeaturedEvent';

// The dialog, its form library and validation load only when someone registers.
const RegistrationDialog = React.lazy(() => import(/* webpackChunkName: "registration" */ './RegistrationDialog'));

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

export default function EventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Events`);
  const { data: events, error, isLoading, mutate } = useEvents();
  const [params, setParams] = useSearchParams();

  const registerId = positiveInt(params.get('register'));
  const registrationId = positiveInt(params.get('registration'));
  // The emailed manage link carries the token: the dialog opens once it is kept.
  const { pending: tokenPending } = useManageToken('registration', registrationId);

  const closeDialog = React.useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('register');
        next.delete('registration');
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const [featured, ...upcoming] = events ?? [];

  return (
    <>
      <PageHeader
        title={t`Community Events`}
        intro={t`Celebrate with us! From Durga Puja to Poila Boishakh, our events bring the community together through culture, music and food.`}
      >
        <div className="mt-4">
          <SubscribeLink />
        </div>
      </PageHeader>

      {isLoading ? (
        <EventsSkeleton />
      ) : error ? (
        <Card className="mx-auto max-w-lg text-center">
          <CardContent className="grid justify-items-center gap-4 pt-6 sm:pt-6">
            <p className="text-lg">
              <Trans>We couldn't load the events right now.</Trans>
            </p>
            <Button onClick={() => void mutate()}>
              <Trans>Try Again</Trans>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-10 lg:gap-14">
          {featured ? (
            <FeaturedEvent event={featured} />
          ) : (
            <Card className="mx-auto w-full max-w-2xl text-center">
              <CardContent className="pt-6 text-lg text-maroon-soft sm:pt-6">
                <Trans>No upcoming events at the moment. Check back soon!</Trans>
              </CardContent>
            </Card>
          )}

          <section id={UPCOMING_LIST_ID} aria-labelledby="upcoming-heading" className="grid scroll-mt-20 gap-6">
            <h2 id="upcoming-heading" className="text-center text-2xl font-bold sm:text-3xl">
              <Trans>Upcoming Events</Trans>
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {upcoming.map((event) => (
                <EventCard key={event.id} event={event} />
              ))}
              {(events?.length ?? 0) <= 1 && <PlaceholderEventCards />}
            </div>
          </section>
        </div>
      )}

      {registerId !== undefined && !tokenPending && (
        <React.Suspense fallback={null}>
          <RegistrationDialog
            key={`${registerId}-${registrationId ?? 'new'}`}
            eventId={registerId}
            event={events?.find((event) => event.id === registerId)}
            registrationId={registrationId}
            onClose={closeDialog}
          />
        </React.Suspense>
      )}
    </>
  );
}

function EventsSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-10" aria-busy="true" aria-label={t`Loading events`} role="status">
      <div className="grid justify-items-center gap-3">
        <Skeleton className="h-7 w-32 rounded-full" />
        <Skeleton className="h-10 w-2/3 max-w-md" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    </div>
  );
}
