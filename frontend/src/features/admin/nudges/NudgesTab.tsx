import * as React from 'react';
import { MessageCircle, PhoneOff, Send } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLongDate, localToday } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { useAdminEvents } from '../events/api/events';
import { EmptyState, ErrorState, TabHeader } from '../shell/states';
import { useNudges, useSentTicks, type Nudge, type NudgeKind } from './api/nudges';

const KINDS: { value: NudgeKind; label: MessageDescriptor }[] = [
  { value: 'unpaid', label: msg`Still to pay` },
  { value: 'unregistered', label: msg`Not yet registered` },
  { value: 'shift', label: msg`Tomorrow's shift` },
];

const ALL = 'all';

/**
 * WhatsApp reminders without fees: a one-tap link per family that opens WhatsApp on the
 * organiser's own phone with the message written in the family's language; the organiser sends
 * it and ticks it off. Families without a usable phone are listed apart.
 */
export function NudgesTab() {
  const { t } = useLingui();
  const [kind, setKind] = React.useState<NudgeKind>('unpaid');
  const { events } = useAdminEvents();
  const upcoming = (events ?? []).filter((event) => (event.endDate ?? event.date) >= localToday());
  const [chosen, setChosen] = React.useState<number | null>(null);
  const eventId = chosen ?? (kind === 'unregistered' ? (upcoming[0]?.id ?? null) : null);
  const { nudges, error, isLoading, retry } = useNudges(kind, eventId);
  const { isSent, tick } = useSentTicks(`${kind}:${eventId ?? ALL}`);
  const kindId = React.useId();
  const eventSelectId = React.useId();

  const reachable = nudges?.filter((nudge) => nudge.reachable) ?? [];
  const apart = nudges?.filter((nudge) => !nudge.reachable) ?? [];
  const sentCount = reachable.filter((nudge) => isSent(nudge.key)).length;

  let body: React.ReactNode;
  if (error) body = <ErrorState message={t`We could not load the reminders.`} onRetry={retry} />;
  else if (kind === 'unregistered' && eventId === null)
    body = <EmptyState icon={MessageCircle} title={t`No upcoming event`} description={t`Add an event to invite families to it.`} />;
  else if (isLoading || !nudges) body = <Skeleton className="h-32 w-full" />;
  else if (nudges.length === 0)
    body = <EmptyState icon={MessageCircle} title={t`Nobody to remind`} description={t`Every family is up to date for this choice.`} />;
  else
    body = (
      <div className="grid gap-6">
        {reachable.length > 0 && (
          <section aria-labelledby="nudges-ready" className="grid gap-3">
            <h3 id="nudges-ready" className="text-lg font-bold">
              <Trans>
                To send: {formatNumber(reachable.length - sentCount)} of {formatNumber(reachable.length)}
              </Trans>
            </h3>
            <ul className="grid gap-3">
              {reachable.map((nudge) => (
                <NudgeRow key={nudge.key} nudge={nudge} sent={isSent(nudge.key)} onTick={(on) => tick(nudge.key, on)} />
              ))}
            </ul>
          </section>
        )}
        {apart.length > 0 && (
          <section aria-labelledby="nudges-apart" className="grid gap-3">
            <h3 id="nudges-apart" className="flex items-center gap-2 text-lg font-bold">
              <PhoneOff aria-hidden="true" className="size-5" />
              <Trans>Without a usable phone</Trans>
            </h3>
            <p className="text-maroon-soft">
              <Trans>Reach these families another way; each message and link is here to copy.</Trans>
            </p>
            <ul className="grid gap-3">
              {apart.map((nudge) => (
                <li key={nudge.key} className="grid gap-1 rounded-xl border border-dashed border-line bg-white p-4">
                  <span className="font-semibold">{nudge.familyName}</span>
                  <span className="text-sm text-maroon-soft">
                    {nudge.rawPhone ? t`Phone as written: ${nudge.rawPhone}` : t`No phone given`}
                  </span>
                  <p className="text-sm wrap-anywhere whitespace-pre-line" lang={nudge.language}>
                    {nudge.text}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );

  return (
    <section aria-labelledby="nudges-heading" className="grid gap-6">
      <TabHeader
        id="nudges-heading"
        title={t`WhatsApp reminders`}
        description={t`Tap a family to open WhatsApp with its message ready, in its language; send it from your phone, then tick it.`}
      />
      <div className="-mt-4 flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={kindId}>{t`Who`}</Label>
          <Select value={kind} onValueChange={(value) => setKind(value as NudgeKind)}>
            <SelectTrigger id={kindId} className="w-56">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {KINDS.map(({ value, label }) => (
                <SelectItem key={value} value={value}>
                  {t(label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={eventSelectId}>{t`Event`}</Label>
          <Select
            value={eventId === null ? ALL : String(eventId)}
            onValueChange={(value) => setChosen(value === ALL ? null : Number(value))}
          >
            <SelectTrigger id={eventSelectId} className="w-80 max-w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {kind !== 'unregistered' && <SelectItem value={ALL}>{t`Every upcoming event`}</SelectItem>}
              {upcoming.map((event) => (
                <SelectItem key={event.id} value={String(event.id)}>
                  {event.title} · {formatLongDate(event.date)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {body}
    </section>
  );
}

function NudgeRow({ nudge, sent, onTick }: { nudge: Nudge; sent: boolean; onTick: (on: boolean) => void }) {
  const { t } = useLingui();
  return (
    <li className={`grid gap-3 rounded-xl border border-line bg-white p-4 ${sent ? 'opacity-70' : ''}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="grid">
          <span className="font-semibold wrap-anywhere">{nudge.familyName}</span>
          <span className="text-sm text-maroon-soft tabular-nums">{nudge.phone}</span>
        </span>
        <Badge variant="outline">{nudge.language === 'bn' ? 'বাংলা' : 'English'}</Badge>
      </div>
      <details>
        <summary className="cursor-pointer text-sm text-maroon-soft">
          <Trans>Message</Trans>
        </summary>
        <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line" lang={nudge.language}>
          {nudge.text}
        </p>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={nudge.waUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`WhatsApp ${nudge.familyName}`}
          className={buttonVariants({ className: 'grow sm:grow-0' })}
        >
          <Send aria-hidden="true" />
          <Trans>WhatsApp</Trans>
        </a>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-sindoor"
            checked={sent}
            onChange={(event) => onTick(event.target.checked)}
          />
          <Trans>Sent</Trans>
        </label>
      </div>
    </li>
  );
}
