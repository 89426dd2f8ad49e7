import './messages';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Clock } from 'lucide-react';
import { select, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { formatClock, formatLongDate } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { eventPath, paths } from '@/lib/routes';
import { useWritten } from '@/lib/written';
import { useEvent } from '../../api/events';
import { usePublicProgramme } from '../../api/programme';
import { actKindLabel } from './schemas';

function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg font-semibold text-sindoor-dark hover:underline"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** Until the organisers publish the running order, the page says so (the server answers 404). */
function NotPublished({ eventId }: { eventId: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
        <h1 className="text-2xl font-bold">
          <Trans>The programme is not out yet</Trans>
        </h1>
        <p className="text-maroon-soft">
          <Trans>The organisers publish the running order once the acts are settled. Please look again closer to the day.</Trans>
        </p>
        <Button asChild>
          <Link to={eventPath(eventId)}>
            <ArrowLeft aria-hidden="true" />
            <Trans>Back to the event</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /events/{id}/programme: the published running order, act by act, with no contact details. */
export default function ProgrammePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data: event } = useEvent(id);
  const { data: items, error, isLoading } = usePublicProgramme(id);
  const written = useWritten();
  const eventTitle = event ? written(event.title, event.titleBn) : undefined;
  usePageTitle(eventTitle ? t`Programme: ${eventTitle}` : t`Programme`);

  if (isLoading) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label={t`Loading the programme`}>
        <Skeleton className="h-10 w-72" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (isApiError(error, 404) || (!error && !items)) return <NotPublished eventId={id} />;
  if (error || !items) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <CardContent className="grid justify-items-center gap-4 pt-8 sm:pt-8">
          <p className="text-lg">
            <Trans>We couldn't load the programme right now.</Trans>
          </p>
          <BackLink to={paths.events}>
            <Trans>All events</Trans>
          </BackLink>
        </CardContent>
      </Card>
    );
  }

  return (
    <article className="grid gap-6">
      <BackLink to={eventPath(id)}>
        <Trans>Back to the event</Trans>
      </BackLink>
      <header className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Trans>Cultural programme</Trans>
        </h1>
        {event && (
          <p className="text-lg text-maroon-soft wrap-anywhere">
            {eventTitle}, {formatLongDate(event.date)}
          </p>
        )}
      </header>
      {items.length === 0 ? (
        <p className="text-maroon-soft">
          <Trans>No acts are on the programme.</Trans>
        </p>
      ) : (
        <ol className="grid gap-3" aria-label={t`Running order`}>
          {items.map((item) => {
            const minutes = formatNumber(item.durationMinutes);
            const place = formatNumber(item.position);
            return (
              <li key={item.position}>
                <Card className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 p-4 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:p-5">
                  <div className="grid content-start justify-items-start gap-1">
                    <span className="text-sm font-semibold text-maroon-soft">
                      <Trans>No. {place}</Trans>
                    </span>
                    {item.startTime && (
                      <time className="whitespace-nowrap text-xl font-extrabold tabular-nums text-sindoor-dark" dateTime={item.startTime}>
                        {formatClock(item.startTime)}
                      </time>
                    )}
                  </div>
                  <div className="grid min-w-0 gap-1.5">
                    <h2 className="text-lg font-bold wrap-anywhere">{item.title}</h2>
                    <div className="flex flex-wrap items-center gap-2 text-sm text-maroon-soft">
                      <Badge variant="secondary">{actKindLabel(item.kind)}</Badge>
                      <span className="inline-flex items-center gap-1">
                        <Clock className="size-4" aria-hidden="true" />
                        <Trans>{minutes} min</Trans>
                      </span>
                    </div>
                    <p className="wrap-anywhere">{performersText(item.performers, item.childrenNotNamed ?? 0)}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}

/**
 * The performers as the family agreed to show them: the names the server sends, and the children
 * the family chose not to name, counted ("Mita Sen and 2 children").
 */
function performersText(names: string[], unnamed: number): string {
  const listed = names.join(', ');
  if (unnamed === 0) return listed;
  const count = formatNumber(unnamed);
  const children = select(pluralForm(unnamed), { one: `${count} child`, other: `${count} children` });
  return listed ? translate`${listed} and ${children}` : children;
}
