import '../messages';
import * as React from 'react';
import { ImagePlus } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/api';
import { PhotosSendRequest } from '@/lib/api-limits';
import type { FamilyRegistration } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { useWritten } from '@/lib/written';
import { sendPhotos } from '../api/photos';

const MAX_PHOTOS = PhotosSendRequest.paths.maxItems;

/** The events the family registered for (a cancelled registration aside), latest first, each once. */
function eventsOf(registrations: FamilyRegistration[]) {
  const seen = new Map<number, FamilyRegistration>();
  for (const registration of registrations) {
    if (registration.status !== 'cancelled' && !seen.has(registration.eventId)) seen.set(registration.eventId, registration);
  }
  return [...seen.values()].sort((a, b) => b.eventDate.localeCompare(a.eventDate));
}

/** A family sends its photos of an event it came to; an organiser approves them into the gallery. */
export function FamilyPhotos({ registrations }: { registrations: FamilyRegistration[] }) {
  const { t } = useLingui();
  const written = useWritten();
  const events = eventsOf(registrations);
  const eventFieldId = React.useId();
  const filesId = React.useId();
  const [eventId, setEventId] = React.useState<string>('');
  const [files, setFiles] = React.useState<File[]>([]);
  const [uploaded, setUploaded] = React.useState<number | null>(null);
  const [sent, setSent] = React.useState<number | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const input = React.useRef<HTMLInputElement>(null);

  if (events.length === 0) return null;
  const chosenEvent = eventId || String(events[0].eventId);
  const tooMany = files.length > MAX_PHOTOS;
  const sending = uploaded !== null;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (files.length === 0 || tooMany) return;
    setError(null);
    setSent(null);
    setUploaded(0);
    try {
      const answer = await sendPhotos(Number(chosenEvent), files, setUploaded);
      setSent(answer.photos.length);
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (err) {
      const message = isApiError(err) ? (Object.values(err.fieldErrors)[0] ?? err.body?.message) : undefined;
      setError(message ?? t`The photos could not be sent. Please try again.`);
    } finally {
      setUploaded(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Share your photos</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Send photos of an event you came to. An organiser looks at them first; approved ones go into the event's album in the gallery, with your family's name.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void send(event)}>
          <div className="grid gap-1.5">
            <Label htmlFor={eventFieldId}>
              <Trans>Event</Trans>
            </Label>
            <Select value={chosenEvent} onValueChange={setEventId} disabled={sending}>
              <SelectTrigger id={eventFieldId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {events.map((registration) => (
                  <SelectItem key={registration.eventId} value={String(registration.eventId)}>
                    {written(registration.eventTitle, registration.eventTitleBn)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={filesId}>
              <Trans>Photos (at most {formatNumber(MAX_PHOTOS)} at a time)</Trans>
            </Label>
            <Input
              ref={input}
              id={filesId}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={sending}
              aria-invalid={tooMany || undefined}
              onChange={(event) => {
                setFiles(Array.from(event.target.files ?? []));
                setSent(null);
              }}
            />
            {tooMany && (
              <p role="alert" className="text-sm font-semibold text-sindoor-dark">
                <Trans>Choose at most {formatNumber(MAX_PHOTOS)} photos at a time.</Trans>
              </p>
            )}
          </div>
          {sending && (
            <div className="grid gap-1">
              <p>{t`Sending photo ${formatNumber(Math.min(uploaded + 1, files.length))} of ${formatNumber(files.length)}…`}</p>
              <progress className="h-3 w-full accent-sindoor" max={files.length} value={uploaded} aria-label={t`Sending photos`} />
            </div>
          )}
          {error && (
            <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
              {error}
            </p>
          )}
          {sent !== null && (
            <p role="status" className="rounded-lg bg-marigold-light px-3 py-2 font-semibold">
              {t`Thank you! ${plural(sent, { one: 'Your photo waits', other: 'Your # photos wait' })} for an organiser, and show in the gallery once approved.`}
            </p>
          )}
          <Button type="submit" className="justify-self-start" disabled={files.length === 0 || tooMany || sending}>
            <ImagePlus aria-hidden="true" />
            {files.length > 0 ? t`Send ${plural(files.length, { one: '# photo', other: '# photos' })}` : t`Send photos`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
