import * as React from 'react';
import { Form, Formik } from 'formik';
import { KeyRound } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import type { TwoFactorRequired } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';
import { useLoginSecondStep } from './api/session';
import { passkeyAssertion, passkeysSupported } from './passkeys';
import { secondStepSchema } from './schemas';
import { Spinner } from './states';

function messageFor(error: unknown): string {
  if (isApiError(error) && error.status !== 403 && typeof error.body?.message === 'string') return error.body.message;
  if (isApiError(error, 403)) return i18n._(msg`Your sign-in form went stale. Reload the page and try again.`);
  return i18n._(msg`We could not sign you in right now. Please try again.`);
}

/**
 * After the password, for an account with two-step sign-in: a code from the authenticator app (or
 * a recovery code), or a passkey. `onRestart` goes back to the password, with the server's reason
 * when the half-done sign-in has ended (ten minutes, or five wrong codes).
 */
export function SecondStepForm({
  pending,
  onRestart,
}: {
  pending: TwoFactorRequired;
  onRestart: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const finish = useLoginSecondStep();
  const [error, setError] = React.useState<string | null>(null);
  const [usingPasskey, setUsingPasskey] = React.useState(false);
  const hasApp = pending.methods.includes('totp');
  const hasPasskey = pending.methods.includes('passkey') && pending.passkeyOptions != null && passkeysSupported();

  async function send(body: { code: string } | { passkey: unknown }): Promise<Record<string, string> | null> {
    setError(null);
    try {
      await finish(body);
      return null;
    } catch (err) {
      if (isApiError(err, 401)) {
        onRestart(messageFor(err));
        return null;
      }
      if (isApiError(err, 400) && err.body?.errors) return err.fieldErrors;
      setError(messageFor(err));
      return null;
    }
  }

  async function signInWithPasskey() {
    setUsingPasskey(true);
    try {
      let assertion: unknown;
      try {
        assertion = await passkeyAssertion(pending.passkeyOptions);
      } catch {
        setError(i18n._(msg`The passkey was not used. Try again, or enter a code.`));
        return;
      }
      await send({ passkey: assertion });
    } finally {
      setUsingPasskey(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-maroon-soft">
        {hasApp ? (
          <Trans>Your account asks for a second step. Enter the 6-digit code your authenticator app shows, or one of your recovery codes.</Trans>
        ) : (
          <Trans>Your account asks for a second step: use your passkey.</Trans>
        )}
      </p>
      {hasApp && (
        <Formik
          initialValues={{ code: '' }}
          validationSchema={secondStepSchema}
          onSubmit={async (values, { setErrors }) => {
            const fieldErrors = await send({ code: values.code.trim() });
            if (fieldErrors) setErrors(fieldErrors);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <TextField
                name="code"
                label={t`Code`}
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
              />
              <Button type="submit" disabled={isSubmitting || usingPasskey} className="w-full">
                {isSubmitting && <Spinner />}
                <Trans>Verify</Trans>
              </Button>
            </Form>
          )}
        </Formik>
      )}
      {hasPasskey && (
        <Button type="button" variant={hasApp ? 'outline' : 'default'} className="w-full" disabled={usingPasskey} onClick={() => void signInWithPasskey()}>
          {usingPasskey ? <Spinner /> : <KeyRound aria-hidden="true" />}
          <Trans>Use a passkey</Trans>
        </Button>
      )}
      <div aria-live="assertive" className="min-h-6">
        {error && (
          <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
            {error}
          </p>
        )}
      </div>
      <Button type="button" variant="link" className="justify-self-center" onClick={() => onRestart(null)}>
        <Trans>Sign in with another account</Trans>
      </Button>
    </div>
  );
}
