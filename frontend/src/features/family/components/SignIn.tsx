import '../messages';
import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { KeyRound, LoaderCircle, Mail } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { FocusFirstError } from '@/components/ui/focus-first-error';
import { isApiError } from '@/lib/api';
import { formatNumber } from '@/lib/i18n';
import { requestCode, useVerifyCode } from '../api/family';
import { codeSchema, emailSchema, normaliseCode } from '../schemas';

const CODE_MINUTES = 15;

/**
 * Signing in without a password: the email address, then the 6-digit code emailed to it (people
 * read mail on the phone and browse on the laptop). `email` and `failure` come from a one-tap link
 * that did not work: the code step opens for that address, saying why.
 */
export function SignIn({ email, failure }: { email?: string; failure?: string }) {
  const [sentTo, setSentTo] = React.useState<string | null>(email ?? null);
  if (sentTo === null) return <EmailStep onSent={setSentTo} />;
  return <CodeStep email={sentTo} failure={failure} onChangeEmail={() => setSentTo(null)} />;
}

/** Tells the visitor why asking for a code failed: the server's reason when it gave one (too many requests). */
function useCodeRequestFailed() {
  const { t } = useLingui();
  return (error: unknown) => {
    const reason = isApiError(error, 429) ? error.body?.message : undefined;
    toast({
      title: t`We couldn't send the code`,
      description: reason || t`Please check the address and try again.`,
      variant: 'destructive',
    });
  };
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useLingui();
  const failed = useCodeRequestFailed();

  async function submit(values: { email: string }, helpers: FormikHelpers<{ email: string }>) {
    const email = values.email.trim();
    try {
      await requestCode(email);
      onSent(email);
    } catch (error) {
      if (isApiError(error)) helpers.setErrors(error.fieldErrors);
      failed(error);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Sign in to your family's page</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Enter the email address you register with. We'll email you a 6-digit code and a link that signs you in.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Formik initialValues={{ email: '' }} validationSchema={emailSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <FocusFirstError />
              <TextField name="email" label={t`Email Address`} type="email" autoComplete="email" inputMode="email" />
              <Button type="submit" disabled={isSubmitting} className="sm:justify-self-start">
                {isSubmitting ? (
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Mail aria-hidden="true" />
                )}
                {isSubmitting ? t`Sending...` : t`Email me a code`}
              </Button>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}

function CodeStep({ email, failure, onChangeEmail }: { email: string; failure?: string; onChangeEmail: () => void }) {
  const { t } = useLingui();
  const verify = useVerifyCode();
  const failed = useCodeRequestFailed();
  const [resending, setResending] = React.useState(false);
  const minutes = formatNumber(CODE_MINUTES);

  async function submit(values: { code: string }, helpers: FormikHelpers<{ code: string }>) {
    try {
      await verify(email, normaliseCode(values.code));
    } catch (error) {
      const reason = isApiError(error) ? error.body?.message : undefined;
      helpers.setErrors({ code: reason || t`We couldn't sign you in. Please try again.` });
    }
  }

  async function resend() {
    setResending(true);
    try {
      await requestCode(email);
      toast({ title: t`A new code is on its way`, description: t`Use the code in the newest email.` });
    } catch (error) {
      failed(error);
    } finally {
      setResending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Check your email</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            We've emailed a 6-digit code to <strong className="text-maroon">{email}</strong>. It works for{' '}
            {minutes} minutes. On this device, the link in the email signs you in too.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Formik
          initialValues={{ code: '' }}
          initialErrors={failure ? { code: failure } : undefined}
          initialTouched={failure ? { code: true } : undefined}
          validationSchema={codeSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <FocusFirstError />
              <TextField
                name="code"
                label={t`Code from the email`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                className="max-w-48"
              />
              <Button type="submit" disabled={isSubmitting} className="sm:justify-self-start">
                {isSubmitting ? (
                  <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <KeyRound aria-hidden="true" />
                )}
                {isSubmitting ? t`Signing in...` : t`Sign in`}
              </Button>
            </Form>
          )}
        </Formik>
        <div className="mt-5 grid gap-1 border-t border-line pt-4 text-sm text-maroon-soft">
          <p>
            <Trans>No email? It can take a minute; look in your spam folder too.</Trans>
          </p>
          <div className="flex flex-wrap gap-x-2">
            <Button variant="link" size="sm" className="px-0" disabled={resending} onClick={() => void resend()}>
              <Trans>Send a new code</Trans>
            </Button>
            <Button variant="link" size="sm" className="px-0" onClick={onChangeEmail}>
              <Trans>Use a different email address</Trans>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
