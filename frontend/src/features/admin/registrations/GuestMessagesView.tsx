import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { MailCheck, Send } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { GuestMessageRequest } from '@/lib/api-limits';
import type { Event, EventSummary, GuestMessageAudience, GuestMessageInput } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { i18n } from '@/lib/i18n';
import { useGuestMessages, useSendGuestMessage } from './api/guest-messages';
import { useEventSummary } from './api/registrations';
import { guestMessageSchema } from './schemas';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { EmptyState, ErrorState, Spinner } from '../shell/states';

const AUDIENCE_LABELS: Record<GuestMessageAudience, MessageDescriptor> = {
  confirmed: msg`Confirmed parties`,
  waitlisted: msg`The waiting list`,
  all: msg`Everyone registered (confirmed and waiting)`,
};

/** The audience in the confirmation's question, where it follows other words. */
const AUDIENCE_IN_QUESTION: Record<GuestMessageAudience, MessageDescriptor> = {
  confirmed: msg`confirmed parties`,
  waitlisted: msg`the waiting list`,
  all: msg`everyone registered (confirmed and waiting)`,
};

/** "3 parties" */
function partiesText(parties: number): string {
  return i18n._(msg`${plural(parties, { one: '# party', other: '# parties' })}`);
}

const EMPTY: GuestMessageInput = { subject: '', body: '', audience: 'confirmed' };

/** How many parties the audience has now (the server counts again when it sends). */
function partiesIn(audience: GuestMessageAudience, summary: EventSummary | undefined): number | null {
  if (!summary) return null;
  if (audience === 'confirmed') return summary.confirmedParties;
  if (audience === 'waitlisted') return summary.waitlistedParties;
  return summary.confirmedParties + summary.waitlistedParties;
}

/** Email the event's parties: write, see the email as they will, send, and see what was sent. */
export function GuestMessagesView({ eventId, event }: { eventId: string; event: Event | undefined }) {
  const send = useSendGuestMessage(eventId);
  const { summary } = useEventSummary(eventId);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const audienceOptions = (Object.keys(AUDIENCE_LABELS) as GuestMessageAudience[]).map((value) => ({
    value,
    label: t(AUDIENCE_LABELS[value]),
  }));

  async function submit(values: GuestMessageInput, helpers: FormikHelpers<GuestMessageInput>) {
    setFormError(null);
    const sent = await run(() => send({ ...values, subject: values.subject.trim(), body: values.body.trim() }), {
      // The form's own fields take their messages; any other field's is said above the buttons.
      onError: (err) => {
        if (isApiError(err, 400) && err.body?.errors) {
          const { subject, body, audience, ...other } = err.fieldErrors;
          helpers.setErrors({ subject, body, audience });
          if (Object.keys(other).length > 0) setFormError(Object.values(other).join(' '));
        } else if (isApiError(err) && err.body?.message) {
          setFormError(err.body.message);
        }
      },
      failure: { title: t`Send Failed`, description: t`Failed to send the email. Please try again.` },
    });
    if (!sent.ok) return;
    const { recipients } = sent.value;
    toast({
      title: t`Email Sent`,
      description: t`Your message is on its way to ${plural(recipients, { one: '# party', other: '# parties' })}.`,
    });
    helpers.resetForm();
  }

  return (
    <div className="grid gap-8">
      <Formik initialValues={EMPTY} validationSchema={guestMessageSchema} onSubmit={submit}>
        {({ values, isSubmitting, submitForm, validateForm, setTouched }) => {
          const count = partiesIn(values.audience, summary);
          const subject = values.subject.trim();
          const audience = t(AUDIENCE_IN_QUESTION[values.audience]);
          const recipients = count === null ? t`every party in the audience` : partiesText(count);
          return (
            <Form noValidate className="grid gap-6 lg:grid-cols-2">
              <div className="grid content-start gap-4">
                <SelectField name="audience" label={t`Send to`} options={audienceOptions} />
                <TextField name="subject" label={t`Subject`} maxLength={GuestMessageRequest.subject.maxLength} placeholder={t`Parking at the community centre`} />
                <TextField
                  name="body"
                  label={t`Message`}
                  multiline
                  rows={8}
                  maxLength={GuestMessageRequest.body.maxLength}
                  hint={t`Plain text. Each party is greeted by name, and its link to change or cancel comes at the end.`}
                />
                {formError && (
                  <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                    {formError}
                  </p>
                )}
                <Button
                  className="justify-self-start"
                  disabled={isSubmitting}
                  onClick={() =>
                    // The question is asked only about a message that passes its checks.
                    void validateForm().then((errors) => {
                      if (Object.keys(errors).length === 0) setConfirming(true);
                      else void setTouched({ subject: true, body: true, audience: true });
                    })
                  }
                >
                  {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
                  {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send Email</Trans>}
                </Button>
                <ConfirmAction
                  open={confirming}
                  onOpenChange={setConfirming}
                  title={t`Send Email`}
                  question={t`Send "${subject}" to ${recipients} (${audience})? An email cannot be called back.`}
                  actionLabel={t`Send Email`}
                  onConfirm={() => void submitForm()}
                />
              </div>
              <EmailPreview values={values} event={event} />
            </Form>
          );
        }}
      </Formik>
      <SentMessages eventId={eventId} />
    </div>
  );
}

/** The email as a party will read it (the text version; the HTML one says the same). */
function EmailPreview({ values, event }: { values: GuestMessageInput; event: Event | undefined }) {
  const headingId = React.useId();
  const { t } = useLingui();
  const eventTitle = event?.title ?? t`this event`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-maroon">
        <Trans>Preview</Trans>
      </h4>
      <div className="rounded-xl border border-line bg-white p-4 font-mono text-sm leading-relaxed shadow-sm">
        <p className="border-b border-line pb-2">
          <span className="text-maroon-soft">
            <Trans>Subject:</Trans>{' '}
          </span>
          <span className="font-semibold break-words">{values.subject.trim() || t`No subject yet`}</span>
        </p>
        <div className="mt-3 grid gap-3 whitespace-pre-line break-words">
          <p>
            <Trans>
              Dear <em className="text-maroon-soft">(each party&apos;s name)</em>,
            </Trans>
          </p>
          <p>
            {values.body.trim() || (
              <em className="text-maroon-soft">
                <Trans>(your message)</Trans>
              </em>
            )}
          </p>
          <p className="text-maroon-soft">
            ---{'\n'}
            <Trans>You are receiving this because your party registered for {eventTitle}.</Trans>
            {'\n'}
            <Trans>To change or cancel your registration, open this link:</Trans>
            {'\n'}
            <em>
              <Trans>(the party&apos;s own link)</Trans>
            </em>
          </p>
        </div>
      </div>
    </section>
  );
}

function SentMessages({ eventId }: { eventId: string }) {
  const { messages, error, isLoading, retry } = useGuestMessages(eventId);
  const { t } = useLingui();
  const headingId = React.useId();

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton className="h-24" />;
  else if (error || !messages) body = <ErrorState message={t`We could not load the emails sent for this event.`} onRetry={retry} />;
  else if (messages.length === 0) {
    body = (
      <EmptyState
        icon={MailCheck}
        title={t`Nothing sent yet`}
        description={t`Emails you send to this event's parties are listed here.`}
      />
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold break-words">{message.subject}</p>
              <Badge variant="secondary">{t(AUDIENCE_LABELS[message.audience])}</Badge>
            </div>
            <p className="text-sm text-maroon-soft">
              <Trans>
                To {{ parties: partiesText(message.recipients) }}, {{ sentAt: formatTimestamp(message.sentAt) }}, by{' '}
                {{ sender: message.sentBy }}
              </Trans>
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-sindoor-dark">
                <Trans>The message</Trans>
              </summary>
              <p className="mt-2 whitespace-pre-line break-words">{message.body}</p>
            </details>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="mb-3 text-lg font-bold">
        <Trans>Sent</Trans>
      </h4>
      {body}
    </section>
  );
}
