import * as React from 'react';
import { Field, Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { MailX, Megaphone, Send } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { AnnouncementSubjectRequest, AnnouncementBodyRequest } from '@/lib/api-limits';
import type { Announcement, AnnouncementKind, Undeliverable } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { useAdminEvents } from '../events/api/events';
import {
  useAnnouncements,
  useAudienceCount,
  useCancelAnnouncement,
  useClearUndeliverable,
  useSendAnnouncement,
  useUndeliverable,
} from './api/announcements';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { EmptyState, ErrorState, Spinner, TabHeader } from '../shell/states';

const KIND_LABELS: Record<AnnouncementKind, MessageDescriptor> = {
  all: msg`Everyone who asked for announcements`,
  members: msg`The year's members`,
  event: msg`An event's guests`,
  volunteers: msg`An event's volunteers`,
};

const STATUS_LABELS: Record<Announcement['status'], MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  sending: msg`Sending`,
  sent: msg`Sent`,
};

interface Values {
  subjectEn: string;
  subjectBn: string;
  bodyEn: string;
  bodyBn: string;
  kind: AnnouncementKind;
  eventId: number | null;
  year: string;
  when: 'now' | 'later';
  sendAt: string;
}

const EMPTY: Values = {
  subjectEn: '',
  subjectBn: '',
  bodyEn: '',
  bodyBn: '',
  kind: 'all',
  eventId: null,
  year: '',
  when: 'now',
  sendAt: '',
};

function addressesText(count: number): string {
  return i18n._(msg`${plural(count, { one: '# address', other: '# addresses' })}`);
}

function validate(values: Values): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  if (!values.subjectEn.trim()) errors.subjectEn = i18n._(msg`Subject is required`);
  if (!values.bodyEn.trim()) errors.bodyEn = i18n._(msg`Message is required`);
  if (values.kind === 'event' && values.eventId === null) errors.eventId = i18n._(msg`Choose the event whose guests receive it.`);
  if (values.when === 'later') {
    const at = new Date(values.sendAt);
    if (!values.sendAt || Number.isNaN(at.getTime())) errors.sendAt = i18n._(msg`Choose the day and time to send it.`);
    else if (at.getTime() <= Date.now()) errors.sendAt = i18n._(msg`Choose a time to come.`);
  }
  return errors;
}

/** Announcements to the families who asked for them: write in both languages, choose who, send now or later. */
export function AnnouncementsTab() {
  const headingId = React.useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={headingId} className="grid gap-10">
      <div>
        <TabHeader
          id={headingId}
          title={t`Announcements`}
          description={t`Email the families who asked for announcements, each in its language. Every email has its one-click unsubscribe.`}
        />
        <Composer />
      </div>
      <SentAnnouncements />
      <UndeliverableAddresses />
    </section>
  );
}

function Composer() {
  const send = useSendAnnouncement();
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const { events } = useAdminEvents();
  const [confirming, setConfirming] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);
  const whenId = React.useId();
  const kindOptions = (Object.keys(KIND_LABELS) as AnnouncementKind[]).map((value) => ({ value, label: t(KIND_LABELS[value]) }));
  const eventOptions = (events ?? []).map((event) => ({ value: String(event.id), label: `${event.title} (${event.date})` }));

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    const sent = await run(
      () =>
        send({
          subject: { en: values.subjectEn.trim(), bn: values.subjectBn.trim() },
          body: { en: values.bodyEn.trim(), bn: values.bodyBn.trim() },
          audience: {
            kind: values.kind,
            eventId: values.kind === 'event' || values.kind === 'volunteers' ? values.eventId : null,
            year: values.kind === 'members' && values.year ? Number(values.year) : null,
          },
          sendAt: values.when === 'later' ? new Date(values.sendAt).toISOString() : null,
        }),
      {
        onError: (err) => {
          if (isApiError(err) && err.body?.message) setFormError(err.body.message);
        },
        failure: { title: t`Send Failed`, description: t`Failed to send the email. Please try again.` },
      },
    );
    if (!sent.ok) return;
    const { recipients, status } = sent.value;
    toast({
      title: status === 'scheduled' ? t`Announcement scheduled` : t`Announcement on its way`,
      description: t`It goes to ${addressesText(recipients)}.`,
    });
    helpers.resetForm();
  }

  return (
    <Formik initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {({ values, isSubmitting, submitForm, validateForm, setTouched }) => (
        <Form noValidate className="grid gap-6 lg:grid-cols-2">
          <fieldset className="grid content-start gap-4">
            <legend className="mb-2 text-lg font-bold">English</legend>
            <TextField name="subjectEn" label={t`Subject`} maxLength={AnnouncementSubjectRequest.en.maxLength} />
            <TextField name="bodyEn" label={t`Message`} multiline rows={8} maxLength={AnnouncementBodyRequest.en.maxLength} hint={t`Plain text. The link to stop the announcements comes at the end.`} />
          </fieldset>
          <fieldset className="grid content-start gap-4" lang="bn">
            <legend className="mb-2 text-lg font-bold">বাংলা</legend>
            <TextField name="subjectBn" label={t`Subject in Bengali`} optional maxLength={AnnouncementSubjectRequest.bn.maxLength} />
            <TextField
              name="bodyBn"
              label={t`Message in Bengali`}
              optional
              multiline
              rows={8}
              maxLength={AnnouncementBodyRequest.bn.maxLength}
              hint={t`Families who read Bengali get this; where it is empty, they get the English.`}
            />
          </fieldset>
          <div className="grid content-start gap-4">
            <SelectField name="kind" label={t`Send to`} options={kindOptions} />
            {(values.kind === 'event' || values.kind === 'volunteers') && (
              <SelectField
                name="eventId"
                label={t`Event`}
                options={eventOptions}
                optional={values.kind === 'volunteers'}
                placeholder={t`Choose an event`}
                parse={(value) => Number(value)}
              />
            )}
            {values.kind === 'members' && (
              <TextField name="year" label={t`Membership year`} optional type="number" inputMode="numeric" hint={t`This year's when left empty.`} />
            )}
            <AudienceCount kind={values.kind} eventId={values.eventId} year={values.year} />
          </div>
          <div className="grid content-start gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-semibold">
                <Trans>When</Trans>
              </legend>
              <div className="flex min-h-11 items-center gap-2">
                <Field type="radio" id={`${whenId}-now`} name="when" value="now" className="size-5" />
                <label htmlFor={`${whenId}-now`}>
                  <Trans>Now</Trans>
                </label>
              </div>
              <div className="flex min-h-11 items-center gap-2">
                <Field type="radio" id={`${whenId}-later`} name="when" value="later" className="size-5" />
                <label htmlFor={`${whenId}-later`}>
                  <Trans>At a time to come</Trans>
                </label>
              </div>
            </fieldset>
            {values.when === 'later' && <TextField name="sendAt" label={t`Day and time`} type="datetime-local" />}
            {formError && (
              <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                {formError}
              </p>
            )}
            <Button
              className="justify-self-start"
              disabled={isSubmitting}
              onClick={() =>
                void validateForm().then((errors) => {
                  if (Object.keys(errors).length === 0) setConfirming(true);
                  else void setTouched({ subjectEn: true, bodyEn: true, eventId: true, sendAt: true });
                })
              }
            >
              {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
              {values.when === 'later' ? <Trans>Schedule announcement</Trans> : <Trans>Send announcement</Trans>}
            </Button>
            <ConfirmAction
              open={confirming}
              onOpenChange={setConfirming}
              title={t`Send announcement`}
              question={t`Send "${values.subjectEn.trim()}"? An email cannot be called back.`}
              actionLabel={values.when === 'later' ? t`Schedule announcement` : t`Send announcement`}
              onConfirm={() => void submitForm()}
            />
          </div>
        </Form>
      )}
    </Formik>
  );
}

function AudienceCount({ kind, eventId, year }: { kind: AnnouncementKind; eventId: number | null; year: string }) {
  const parsedYear = /^\d{4}$/.test(year) ? Number(year) : null;
  const count = useAudienceCount(kind, eventId, parsedYear);
  return (
    <p role="status" aria-live="polite" className="rounded-lg bg-marigold-light px-3 py-2 font-semibold" data-testid="audience-count">
      {count === null ? <Trans>Choose the audience to see how many it reaches.</Trans> : <Trans>It reaches {addressesText(count)} today.</Trans>}
    </p>
  );
}

function SentAnnouncements() {
  const { announcements, error, isLoading, retry } = useAnnouncements();
  const { t } = useLingui();
  const headingId = React.useId();
  let body: React.ReactNode;
  if (isLoading && !announcements) body = <Skeleton className="h-32" />;
  else if (error || !announcements) body = <ErrorState message={t`We could not load the announcements.`} onRetry={retry} />;
  else if (announcements.length === 0)
    body = <EmptyState icon={Megaphone} title={t`No announcements yet`} description={t`The announcements you send appear here with their counts.`} />;
  else
    body = (
      <ul className="grid gap-4" aria-labelledby={headingId}>
        {announcements.map((announcement) => (
          <li key={announcement.id}>
            <AnnouncementCard announcement={announcement} />
          </li>
        ))}
      </ul>
    );
  return (
    <div>
      <h3 id={headingId} className="mb-4 text-xl font-bold">
        <Trans>Sent and scheduled</Trans>
      </h3>
      {body}
    </div>
  );
}

function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const { t, i18n: lingui } = useLingui();
  const done = announcement.sent + announcement.failed + announcement.skipped;
  const total = announcement.recipients;
  const subject = lingui.locale === 'bn' && announcement.subject.bn ? announcement.subject.bn : announcement.subject.en;
  const counts: [MessageDescriptor, number, string][] = [
    [msg`Recipients`, total, 'recipients'],
    [msg`Sent`, announcement.sent, 'sent'],
    [msg`Failed`, announcement.failed, 'failed'],
    [msg`Unsubscribed`, announcement.unsubscribed, 'unsubscribed'],
  ];
  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-bold">{subject}</p>
          <Badge variant={announcement.status === 'sent' ? 'secondary' : 'default'}>{t(STATUS_LABELS[announcement.status])}</Badge>
        </div>
        <p className="text-sm text-maroon-soft">
          {t(KIND_LABELS[announcement.audience.kind])} ·{' '}
          {announcement.status === 'scheduled' && announcement.sendAt ? (
            <Trans>to be sent {formatTimestamp(announcement.sendAt)}</Trans>
          ) : (
            <Trans>written {formatTimestamp(announcement.createdAt)}</Trans>
          )}
        </p>
        {announcement.status === 'scheduled' && <CancelAnnouncement id={announcement.id} subject={subject} />}
        {announcement.status !== 'scheduled' && total > 0 && (
          <progress className="h-2 w-full accent-sindoor" max={total} value={done} aria-label={t`Progress`}>
            {formatNumber(done)} / {formatNumber(total)}
          </progress>
        )}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {counts.map(([label, value, key]) => (
            <div key={key} className="rounded-lg bg-cream px-3 py-2" data-testid={`count-${key}`}>
              <dt className="text-sm text-maroon-soft">{t(label)}</dt>
              <dd className="text-xl font-extrabold">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Takes back an announcement before its time, once the organiser has said so. */
function CancelAnnouncement({ id, subject }: { id: number; subject: string }) {
  const cancel = useCancelAnnouncement();
  const { run, busy } = useAdminMutation();
  const { t } = useLingui();
  return (
    <ConfirmAction
      title={t`Cancel this announcement?`}
      question={t`“${subject}” will not be sent, and is taken off this list.`}
      actionLabel={t`Cancel the announcement`}
      dismissLabel={t`Keep it`}
      onConfirm={() =>
        void run(() => cancel(id), {
          failure: { title: t`Not cancelled`, description: t`The announcement could not be cancelled. Please try again.` },
          serverMessage: true,
        }).then((outcome) => {
          if (outcome.ok) toast({ title: t`Announcement cancelled`, description: subject });
        })
      }
    >
      <Button variant="outline" className="justify-self-start" disabled={busy}>
        <Trans>Cancel the announcement</Trans>
      </Button>
    </ConfirmAction>
  );
}

function UndeliverableAddresses() {
  const { addresses, error, isLoading, retry } = useUndeliverable();
  const clear = useClearUndeliverable();
  const { run, busy } = useAdminMutation();
  const { t } = useLingui();
  const headingId = React.useId();
  let body: React.ReactNode;
  if (isLoading && !addresses) body = <Skeleton className="h-20" />;
  else if (error || !addresses) body = <ErrorState message={t`We could not load the addresses.`} onRetry={retry} />;
  else if (addresses.length === 0)
    body = <EmptyState icon={MailX} title={t`No undeliverable addresses`} description={t`An address whose mail server refuses it for good appears here.`} />;
  else
    body = (
      <ul className="grid gap-2" aria-labelledby={headingId}>
        {addresses.map((address: Undeliverable) => (
          <li key={address.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
            <div>
              <p className="font-semibold break-all">{address.email}</p>
              <p className="text-sm text-maroon-soft">
                {address.reason} · {formatTimestamp(address.createdAt)}
              </p>
            </div>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(() => clear(address.id), {
                  failure: { title: t`Not cleared`, description: t`The address could not be cleared. Please try again.` },
                  serverMessage: true,
                })
              }
            >
              <Trans>Clear</Trans>
              <span className="sr-only"> {address.email}</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <div>
      <h3 id={headingId} className="mb-1 text-xl font-bold">
        <Trans>Undeliverable addresses</Trans>
      </h3>
      <p className="mb-4 text-maroon-soft">
        <Trans>Announcements and messages to guests skip these addresses. Clear one once it is fixed to have it tried again.</Trans>
      </p>
      {body}
    </div>
  );
}
