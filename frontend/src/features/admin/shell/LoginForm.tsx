import * as React from 'react';
import { Form, Formik } from 'formik';
import { LockKeyhole } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import type { TwoFactorRequired } from '@/lib/api-types';
import { needsSecondStep, useLogin } from './api/session';
import { loginSchema } from './schemas';
import { SecondStepForm } from './SecondStepForm';
import { Spinner } from './states';

/** How long the wrong-credentials message stays: 3 seconds, docs/screens.md. */
const LOGIN_ERROR_MS = 3000;

function messageFor(error: unknown): { text: string; fades: boolean } {
  if (isApiError(error, 400) && !error.body?.errors) return { text: i18n._(msg`Invalid credentials. Please try again.`), fades: true };
  if (isApiError(error, 429)) {
    return {
      text: error.body?.message ?? i18n._(msg`Too many failed sign-in attempts. Please try again later.`),
      fades: false,
    };
  }
  if (isApiError(error, 403)) {
    return { text: i18n._(msg`Your sign-in form went stale. Reload the page and try again.`), fades: false };
  }
  return { text: i18n._(msg`We could not sign you in right now. Please try again.`), fades: false };
}

export function LoginForm() {
  const { t } = useLingui();
  const login = useLogin();
  const [error, setError] = React.useState<string | null>(null);
  const [secondStep, setSecondStep] = React.useState<TwoFactorRequired | null>(null);
  const timer = React.useRef<number | undefined>(undefined);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className="mx-auto max-w-md">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-marigold-light">
            <LockKeyhole className="size-6 text-sindoor-dark" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">
            <Trans>Admin Access</Trans>
          </h1>
          <CardDescription>
            <Trans>Sign in with your organiser account to manage the website.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {secondStep ? (
            <SecondStepForm
              pending={secondStep}
              onRestart={(message) => {
                setSecondStep(null);
                setError(message);
              }}
            />
          ) : (
            <Formik
              initialValues={{ username: '', password: '' }}
              validationSchema={loginSchema}
              onSubmit={async (values, { setErrors }) => {
                window.clearTimeout(timer.current);
                setError(null);
                try {
                  const answer = await login({ username: values.username.trim(), password: values.password });
                  if (needsSecondStep(answer)) setSecondStep(answer);
                } catch (err) {
                  if (isApiError(err, 400) && err.body?.errors) {
                    setErrors(err.fieldErrors);
                    return;
                  }
                  const { text, fades } = messageFor(err);
                  setError(text);
                  if (fades) timer.current = window.setTimeout(() => setError(null), LOGIN_ERROR_MS);
                }
              }}
            >
              {({ isSubmitting }) => (
                <Form noValidate className="grid gap-4">
                  <TextField name="username" label={t`Username`} autoComplete="username" autoCapitalize="none" spellCheck={false} />
                  <TextField name="password" label={t`Password`} type="password" autoComplete="current-password" />
                  <div aria-live="assertive" className="min-h-6">
                    {error && (
                      <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                        {error}
                      </p>
                    )}
                  </div>
                  <Button type="submit" disabled={isSubmitting} className="w-full">
                    {isSubmitting && <Spinner />}
                    <Trans>Sign In</Trans>
                  </Button>
                </Form>
              )}
            </Formik>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
