import * as React from 'react';
import { Form, Formik } from 'formik';
import { Save } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { SwitchField } from '@/components/ui/switch-field';
import type { SiteSettingsInput } from '@/lib/api-types';
import { SiteSettingsRequest } from '@/lib/api-limits';
import { useAdminSettings, useUpdateSettings } from './api/settings';
import { settingsSchema } from './schemas';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { ErrorState, Spinner, TabHeader } from '../shell/states';
import { MoneySettings } from './MoneySettings';
import { useBengaliHint } from '../shell/bengali';
import { RolesField } from '../shell/RolesField';
import { centsToDollars, parseDollars } from '../treasury/money';

/**
 * The form holds every field, even those the server may leave out; the approval threshold as the
 * dollars typed (empty for never), turned into cents when saved.
 */
type SettingsValues = Omit<Required<SiteSettingsInput>, 'approvalThreshold'> & { approvalThreshold: string };

const EMPTY: SettingsValues = {
  groupName: '',
  tagline: '',
  aboutText: '',
  contactEmail: '',
  whatsappLink: '',
  instagramLink: '',
  announcementText: '',
  showAnnouncement: false,
  legalName: '',
  ein: '',
  mailingAddress: '',
  paymentInstructions: '',
  membershipYearStartMonth: 1,
  taglineBn: '',
  aboutTextBn: '',
  bannerTextBn: '',
  paymentInstructionsBn: '',
  requireTwoFactorFor: [],
  approvalThreshold: '',
};

// The server's default, for settings read without the field.
const DEFAULT_APPROVAL_THRESHOLD = 10000;

function formValues(settings: SiteSettingsInput): SettingsValues {
  const threshold = settings.approvalThreshold === undefined ? DEFAULT_APPROVAL_THRESHOLD : settings.approvalThreshold;
  return { ...EMPTY, ...settings, approvalThreshold: threshold === null ? '' : centsToDollars(threshold) };
}

function trimmed(values: SettingsValues): SiteSettingsInput {
  return {
    ...values,
    approvalThreshold: values.approvalThreshold.trim() ? parseDollars(values.approvalThreshold) : null,
    groupName: values.groupName.trim(),
    tagline: values.tagline.trim(),
    aboutText: values.aboutText.trim(),
    contactEmail: values.contactEmail.trim(),
    whatsappLink: values.whatsappLink.trim(),
    instagramLink: values.instagramLink.trim(),
    announcementText: values.announcementText.trim(),
    legalName: values.legalName.trim(),
    ein: values.ein.trim(),
    mailingAddress: values.mailingAddress.trim(),
    paymentInstructions: values.paymentInstructions.trim(),
    taglineBn: values.taglineBn.trim(),
    aboutTextBn: values.aboutTextBn.trim(),
    bannerTextBn: values.bannerTextBn.trim(),
    paymentInstructionsBn: values.paymentInstructionsBn.trim(),
  };
}

export function SettingsTab() {
  const { t } = useLingui();
  const bengaliHint = useBengaliHint();
  const { settings, error, isLoading, retry } = useAdminSettings();
  const updateSettings = useUpdateSettings();
  const { run } = useAdminMutation();

  let body: React.ReactNode;
  if (isLoading) body = <SettingsSkeleton />;
  else if (error || !settings) body = <ErrorState message={t`We could not load the website settings.`} onRetry={retry} />;
  else {
    body = (
      <Formik
        initialValues={formValues(settings)}
        enableReinitialize
        validationSchema={settingsSchema}
        onSubmit={async (values, helpers) => {
          const saved = await run(() => updateSettings(trimmed(values)), {
            form: helpers,
            failure: { title: t`Update Failed`, description: t`Failed to update settings. Please try again.` },
          });
          if (saved.ok) toast({ title: t`Settings Updated`, description: t`Website settings have been saved successfully.` });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="grid gap-6">
            <Section
              title={t`Basic Information`}
              description={t`Shown on the home page, in the footer and on the contact page.`}
            >
              <TextField name="groupName" label={t`Group Name`} className="md:max-w-[calc(50%-0.5rem)]" />
              {/* Each text with its Bengali beside it on a wide screen, beneath it on a phone. */}
              <div className="grid items-start gap-4 md:grid-cols-2">
                <TextField name="tagline" label={t`Tagline`} />
                <TextField
                  name="taglineBn"
                  label={t`Bengali tagline`}
                  optional
                  lang="bn"
                  maxLength={SiteSettingsRequest.taglineBn.maxLength}
                  hint={bengaliHint}
                />
              </div>
              <div className="grid items-start gap-4 md:grid-cols-2">
                <TextField
                  name="aboutText"
                  label={t`About Text`}
                  optional
                  multiline
                  rows={6}
                  hint={t`Leave a blank line between paragraphs.`}
                />
                <TextField
                  name="aboutTextBn"
                  label={t`Bengali About text`}
                  optional
                  multiline
                  rows={6}
                  lang="bn"
                  maxLength={SiteSettingsRequest.aboutTextBn.maxLength}
                  hint={bengaliHint}
                />
              </div>
              <TextField name="contactEmail" label={t`Contact Email`} optional type="email" autoComplete="email" />
            </Section>
            <Section
              title={t`Social Media Links`}
              description={t`The WhatsApp and Instagram buttons are hidden while a link is empty.`}
            >
              <div className="grid gap-4 md:grid-cols-2">
                <TextField name="whatsappLink" label={t`WhatsApp Group Link`} optional type="url" placeholder="https://chat.whatsapp.com/..." />
                <TextField name="instagramLink" label={t`Instagram Profile Link`} optional type="url" placeholder="https://www.instagram.com/..." />
              </div>
            </Section>
            <Section title={t`Announcements`} description={t`A banner across the top of the home page.`}>
              <div className="grid items-start gap-4 md:grid-cols-2">
                <TextField name="announcementText" label={t`Banner Message`} optional multiline rows={2} className="[&_textarea]:min-h-16" />
                <TextField
                  name="bannerTextBn"
                  label={t`Bengali banner message`}
                  optional
                  multiline
                  rows={2}
                  lang="bn"
                  maxLength={SiteSettingsRequest.bannerTextBn.maxLength}
                  className="[&_textarea]:min-h-16"
                  hint={bengaliHint}
                />
              </div>
              <SwitchField
                name="showAnnouncement"
                boxed
                label={t`Show Announcement Banner`}
                hint={t`The banner appears on the home page only while this is on and the message is not empty.`}
              />
            </Section>
            <Section
              title={t`Money and receipts`}
              description={t`Printed on receipts, and told to families with what they owe.`}
            >
              <MoneySettings />
            </Section>
            <Section
              title={t`Two-step sign-in`}
              description={t`Accounts in the roles ticked here must set up a second step (an authenticator app or a passkey) before they can do anything else in the admin.`}
            >
              <RolesField name="requireTwoFactorFor" legend={t`Required for`} />
            </Section>
            <Section
              title={t`Two to sign`}
              description={t`A refund or a void of at least this much waits until a second treasurer or an administrator approves it.`}
            >
              <TextField
                name="approvalThreshold"
                label={t`Approval needed from ($)`}
                inputMode="decimal"
                optional
                className="md:max-w-xs"
                hint={t`Leave empty for never.`}
              />
            </Section>
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner /> : <Save aria-hidden="true" />}
                {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Settings</Trans>}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section aria-labelledby="settings-heading">
      <TabHeader
        id="settings-heading"
        title={t`Website Settings`}
        description={t`The name, texts, links and announcement the public site shows, and the details for payments.`}
      />
      {body}
    </section>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function SettingsSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" role="status" aria-label={t`Loading settings`} className="grid gap-6">
      {[3, 1, 2, 4].map((fields, i) => (
        <Card key={i}>
          <CardHeader>
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </CardHeader>
          <CardContent className="grid gap-4">
            {Array.from({ length: fields }, (_, j) => (
              <div key={j} className="grid gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-11 w-full" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
      <div className="flex justify-end">
        <Skeleton className="h-11 w-40" />
      </div>
    </div>
  );
}
