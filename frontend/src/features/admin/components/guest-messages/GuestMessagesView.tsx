import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { MailCheck, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Event, EventSummary, GuestMessageAudience, GuestMessageInput } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { useGuestMessages, useSendGuestMessage } from '../../api/guest-messages';
import { useEventSummary } from '../../api/registrations';
import { plural } from '../../format';
import { guestMessageSchema } from '../../schemas';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { ConfirmAction } from '../ConfirmDelete';
import { EmptyState, ErrorState, Spinner } from '../states';

export const AUDIENCE_LABELS: Record<GuestMessageAudience, string> = {
  confirmed: 'Confirmed parties',
  waitlisted: 'The waiting list',
  all: 'Everyone registered (confirmed and waiting)',
};

const AUDIENCE_OPTIONS = (Object.keys(AUDIENCE_LABELS) as GuestMessageAudience[]).map((value) => ({
  value,
  label: AUDIENCE_LABELS[value],
}));

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

  async function submit(values: GuestMessageInput, helpers: FormikHelpers<GuestMessageInput>) {
    setFormError(null);
    try {
      const { recipients } = await send({ ...values, subject: values.subject.trim(), body: values.body.trim() });
      toast({ title: 'Email Sent', description: `Your message is on its way to ${plural(recipients, 'party', 'parties')}.` });
      helpers.resetForm();
    } catch (err) {
      if (isUnauthorized(err)) {
        handleUnauthorized();
        return;
      }
      if (isApiError(err, 400) && err.body?.errors) {
        const { subject, body, audience, ...other } = err.fieldErrors;
        helpers.setErrors({ subject, body, audience });
        if (Object.keys(other).length > 0) setFormError(Object.values(other).join(' '));
      } else if (isApiError(err) && err.body?.message) {
        setFormError(err.body.message);
      }
      toast({ title: 'Send Failed', description: 'Failed to send the email. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-8">
      <Formik initialValues={EMPTY} validationSchema={guestMessageSchema} onSubmit={submit}>
        {({ values, isSubmitting, submitForm, validateForm, setTouched }) => {
          const count = partiesIn(values.audience, summary);
          return (
            <Form noValidate className="grid gap-6 lg:grid-cols-2">
              <div className="grid content-start gap-4">
                <SelectField name="audience" label="Send to" options={AUDIENCE_OPTIONS} />
                <TextField name="subject" label="Subject" maxLength={200} placeholder="Parking at the community centre" />
                <TextField
                  name="body"
                  label="Message"
                  multiline
                  rows={8}
                  maxLength={10000}
                  hint="Plain text. Each party is greeted by name, and its link to change or cancel comes at the end."
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
                  {isSubmitting ? 'Sending...' : 'Send Email'}
                </Button>
                <ConfirmAction
                  open={confirming}
                  onOpenChange={setConfirming}
                  title="Send Email"
                  question={`Send "${values.subject.trim()}" to ${count === null ? 'every party in the audience' : plural(count, 'party', 'parties')} (${AUDIENCE_LABELS[values.audience].toLowerCase()})? An email cannot be called back.`}
                  actionLabel="Send Email"
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
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-maroon">
        Preview
      </h4>
      <div className="rounded-xl border border-line bg-white p-4 font-mono text-sm leading-relaxed shadow-sm">
        <p className="border-b border-line pb-2">
          <span className="text-maroon-soft">Subject: </span>
          <span className="font-semibold break-words">{values.subject.trim() || 'No subject yet'}</span>
        </p>
        <div className="mt-3 grid gap-3 whitespace-pre-line break-words">
          <p>
            Dear <em className="text-maroon-soft">(each party&apos;s name)</em>,
          </p>
          <p>{values.body.trim() || <em className="text-maroon-soft">(your message)</em>}</p>
          <p className="text-maroon-soft">
            ---{'\n'}You are receiving this because your party registered for {event?.title ?? 'this event'}.{'\n'}To change or
            cancel your registration, open this link:{'\n'}
            <em>(the party&apos;s own link)</em>
          </p>
        </div>
      </div>
    </section>
  );
}

function SentMessages({ eventId }: { eventId: string }) {
  const { messages, error, isLoading, retry } = useGuestMessages(eventId);
  const headingId = React.useId();

  let body: React.ReactNode;
  if (isLoading) body = <Skeleton className="h-24" />;
  else if (error || !messages) body = <ErrorState message="We could not load the emails sent for this event." onRetry={retry} />;
  else if (messages.length === 0) {
    body = <EmptyState icon={MailCheck} title="Nothing sent yet" description="Emails you send to this event's parties are listed here." />;
  } else {
    body = (
      <ul className="grid gap-3">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-bold break-words">{message.subject}</p>
              <Badge variant="secondary">{AUDIENCE_LABELS[message.audience]}</Badge>
            </div>
            <p className="text-sm text-maroon-soft">
              To {plural(message.recipients, 'party', 'parties')}, {formatTimestamp(message.sentAt)}, by {message.sentBy}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-sindoor-dark">The message</summary>
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
        Sent
      </h4>
      {body}
    </section>
  );
}
