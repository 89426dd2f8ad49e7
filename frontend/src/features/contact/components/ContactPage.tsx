import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleCheck, Clock, LoaderCircle, Mail, MapPin, Send, Users } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageShell';
import { InstagramIcon, WhatsAppIcon } from '@/components/social-icons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { ContactMessage } from '@/lib/api-types';
import { useSettings } from '@/lib/settings';
import { sendContactMessage } from '../api/contact';
import { contactSchema, emptyContact, subjectOptions } from '../schemas';

export const SENT_CONFIRMATION_MS = 5000;

type ContactValues = typeof emptyContact;

export default function ContactPage() {
  return (
    <>
      <PageHeader
        title="Get in Touch"
        intro="Questions about an event, ideas, or want to get involved? Send us a message."
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm />
        <ContactInfo />
      </div>
    </>
  );
}

function ContactForm() {
  const [sent, setSent] = React.useState(false);

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
      toast({ title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon." });
    } catch (error) {
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' });
    }
  }

  if (sent) {
    return (
      <Card className="self-start text-center" role="status">
        <CardContent className="grid justify-items-center gap-3 py-10 sm:py-12">
          <CircleCheck className="size-14 text-leaf" aria-hidden="true" />
          <h2 className="text-2xl font-bold">Message Sent!</h2>
          <p className="text-maroon-soft">Thank you for reaching out. We'll get back to you soon.</p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle as="h2">Send us a Message</CardTitle>
      </CardHeader>
      <CardContent>
        <Formik initialValues={emptyContact} validationSchema={contactSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="firstName" label="First Name" autoComplete="given-name" />
                <TextField name="lastName" label="Last Name" autoComplete="family-name" />
              </div>
              <TextField name="email" label="Email Address" type="email" autoComplete="email" inputMode="email" />
              <SelectField name="subject" label="Subject" options={subjectOptions} placeholder="Select a subject" />
              <TextField name="message" label="Message" multiline rows={5} placeholder="How can we help?" />
              <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
                {isSubmitting ? (
                  <>
                    <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    Sending...
                  </>
                ) : (
                  <>
                    <Send aria-hidden="true" />
                    Send Message
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
  const { settings } = useSettings();
  const hasSocial = Boolean(settings.whatsappLink || settings.instagramLink);

  return (
    <div className="grid content-start gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Contact Information</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {settings.contactEmail && (
            <InfoLine icon={<Mail />} label="Email">
              <a href={`mailto:${settings.contactEmail}`} className="break-all font-semibold text-sindoor-dark underline-offset-4 hover:underline">
                {settings.contactEmail}
              </a>
            </InfoLine>
          )}
          <InfoLine icon={<MapPin />} label="Location">
            <p className="font-semibold">Tracy, California</p>
            <p className="text-maroon-soft">Serving the greater Tracy area</p>
          </InfoLine>
          <InfoLine icon={<Users />} label="Community">
            <p className="font-semibold">Open to all</p>
          </InfoLine>
          <p className="flex items-center gap-2 rounded-lg bg-cream p-3 text-sm">
            <Clock className="size-4 shrink-0 text-sindoor" aria-hidden="true" />
            We typically respond within 24 hours
          </p>
        </CardContent>
      </Card>

      {hasSocial && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Follow Us</CardTitle>
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
          <CardTitle as="h2">Quick Info</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Founded</dt>
            <dd>2020</dd>
            <dt className="font-semibold">Members</dt>
            <dd>50+ families</dd>
            <dt className="font-semibold">Events/Year</dt>
            <dd>8-10 major celebrations</dd>
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
