import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, Clock, LoaderCircle, Mail, MapPin, Send, Users } from 'lucide-react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/PageShell';
import { InstagramIcon, WhatsAppIcon } from '@/components/social-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { isApiError } from '@/lib/api';
import type { ContactMessage } from '@/lib/api-types';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useSettings } from '@/lib/settings';
import { sendContactMessage } from '../api/contact';
import { contactSchema, emptyContact, subjectOptions } from '../schemas';

export const SENT_CONFIRMATION_MS = 5000;

type ContactValues = typeof emptyContact;

export default function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t`Contact`);
  return (
    <>
      <PageHeader
        title={t`Get in Touch`}
        intro={t`Questions about an event, ideas, or want to get involved? Send us a message.`}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm />
        <ContactInfo />
      </div>
    </>
  );
}

function ContactForm() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = React.useState(false);
  const subjects = subjectOptions.map(({ value, label }) => ({ value, label: i18n._(label) }));

  React.useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SENT_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  async function submit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    try {
      await sendContactMessage({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        // The schema has let through only one of the options' values.
        subject: values.subject as ContactMessage['subject'],
        message: values.message.trim(),
      });
      helpers.resetForm();
      setSent(true);
      toast({ title: t`Message Sent!`, description: t`Thank you for reaching out. We'll get back to you soon.` });
    } catch (error) {
      // The server's field errors are in the language it was asked for (Accept-Language): shown as sent.
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      toast({ title: t`Error`, description: t`Failed to send message. Please try again.`, variant: 'destructive' });
    }
  }

  if (sent) {
    return (
      <Card className="self-start text-center" role="status">
        <CardContent className="grid justify-items-center gap-3 py-10 sm:py-12">
          <CircleCheck className="size-14 text-leaf" aria-hidden="true" />
          <h2 className="text-2xl font-bold">
            <Trans>Message Sent!</Trans>
          </h2>
          <p className="text-maroon-soft">
            <Trans>Thank you for reaching out. We'll get back to you soon.</Trans>
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Send us a Message</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Formik initialValues={emptyContact} validationSchema={contactSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <FocusFirstError />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="firstName" label={t`First Name`} autoComplete="given-name" />
                <TextField name="lastName" label={t`Last Name`} autoComplete="family-name" />
              </div>
              <TextField name="email" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
              <SelectField name="subject" label={t`Subject`} options={subjects} placeholder={t`Select a subject`} />
              <TextField name="message" label={t`Message`} multiline rows={5} placeholder={t`How can we help?`} />
              <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
                {isSubmitting ? (
                  <>
                    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    <Trans>Sending...</Trans>
                  </>
                ) : (
                  <>
                    <Send aria-hidden="true" />
                    <Trans>Send Message</Trans>
                  </>
                )}
              </Button>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

function ContactInfo() {
  const { t } = useLingui();
  const { settings } = useSettings();
  const founded = formatNumber(2020, { useGrouping: false });
  const families = formatNumber(50);
  const fewest = formatNumber(8);
  const most = formatNumber(10);
  const hours = 24;
  const hoursText = formatNumber(hours);
  const hoursForm = pluralForm(hours);
  const hasSocial = Boolean(settings.whatsappLink || settings.instagramLink);

  return (
    <div className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Contact Information</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {settings.contactEmail && (
            <InfoLine icon={<Mail />} label={t`Email`}>
              <a href={`mailto:${settings.contactEmail}`} className="break-all font-semibold text-sindoor-dark underline-offset-4 hover:underline">
                {settings.contactEmail}
              </a>
            </InfoLine>
          )}
          <InfoLine icon={<MapPin />} label={t`Location`}>
            <p className="font-semibold">
              <Trans>Tracy, California</Trans>
            </p>
            <p className="text-maroon-soft">
              <Trans>Serving the greater Tracy area</Trans>
            </p>
          </InfoLine>
          <InfoLine icon={<Users />} label={t`Community`}>
            <p className="font-semibold">
              <Trans>Open to all</Trans>
            </p>
          </InfoLine>
          <p className="flex items-center gap-2 rounded-lg bg-cream p-3 text-sm">
            <Clock className="size-4 shrink-0 text-sindoor" aria-hidden="true" />
            {t`${select(hoursForm, { one: `We typically respond within ${hoursText} hour`, other: `We typically respond within ${hoursText} hours` })}`}
          </p>
        </CardContent>
      </Card>

      {hasSocial && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>Follow Us</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            {settings.whatsappLink && (
              <Button asChild variant="outline">
                <a href={settings.whatsappLink} target="_blank" rel="noopener noreferrer">
                  <WhatsAppIcon />
                  WhatsApp
                </a>
              </Button>
            )}
            {settings.instagramLink && (
              <Button asChild variant="outline">
                <a href={settings.instagramLink} target="_blank" rel="noopener noreferrer">
                  <InstagramIcon />
                  Instagram
                </a>
              </Button>
            )}
          </CardContent>
        </Card>
      )}

      <Card className="bg-marigold-light">
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Quick Info</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">
              <Trans>Founded</Trans>
            </dt>
            <dd>{founded}</dd>
            <dt className="font-semibold">
              <Trans>Members</Trans>
            </dt>
            <dd>
              <Trans>{families}+ families</Trans>
            </dd>
            <dt className="font-semibold">
              <Trans>Events/Year</Trans>
            </dt>
            <dd>
              <Trans>
                {fewest}-{most} major celebrations
              </Trans>
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function InfoLine({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-marigold-light text-sindoor-dark [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-maroon-soft">{label}</p>
        {children}
      </div>
    </div>
  );
}
