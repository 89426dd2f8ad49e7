import * as React from 'react';
import { Form, Formik } from 'formik';
import { KeyRound, ShieldCheck, Smartphone, Trash2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import type { Passkey, TotpSetup } from '@/lib/api-types';
import { formatTimestamp } from '@/lib/dates';
import { formatNumber, i18n } from '@/lib/i18n';
import { useSession } from '../shell/api/session';
import { passkeysSupported } from '../shell/passkeys';
import { secondStepSchema } from '../shell/schemas';
import { Spinner } from '../shell/states';
import { serverMessage, useAdminMutation } from '../shell/use-admin-mutation';
import { ConfirmAction } from '../shell/ConfirmDelete';
import { useOwnSecondSteps, useTwoFactorSetup } from './api/two-factor';

type Stage = { step: 'start' } | { step: 'scan'; setup: TotpSetup } | { step: 'codes'; codes: string[] };

/** The secret in groups of four, as an app asks for it when typed by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function AuthenticatorApp({ on }: { on: boolean }) {
  const { t } = useLingui();
  const { totpBegin, totpConfirm } = useTwoFactorSetup();
  const { run, busy } = useAdminMutation();
  const [stage, setStage] = React.useState<Stage>({ step: 'start' });
  const [error, setError] = React.useState<string | null>(null);
  const failure = { title: t`Two-step sign-in was not set up`, description: t`Please try again.` };

  if (stage.step === 'codes') {
    return (
      <div className="grid gap-3">
        <p className="font-semibold">
          <Trans>Your authenticator app is set up. Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are shown only now.</Trans>
        </p>
        <ol aria-label={t`Recovery codes`} className="grid grid-cols-2 gap-2 rounded-lg bg-marigold-light p-3 font-mono text-base">
          {stage.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button type="button" variant="outline" onClick={() => setStage({ step: 'start' })}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    );
  }

  if (stage.step === 'scan') {
    const { setup } = stage;
    return (
      <div className="grid gap-3">
        <p>
          <Trans>Scan this code with your authenticator app, then enter the 6-digit code it shows.</Trans>
        </p>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt={t`QR code for your authenticator app`}
          className="size-48 justify-self-center rounded-lg bg-white p-2"
        />
        <p className="text-sm text-maroon-soft">
          <Trans>Or type this key into the app:</Trans>{' '}
          <code className="mt-1 block font-mono text-maroon">{grouped(setup.secret)}</code>
        </p>
        <Formik
          initialValues={{ code: '' }}
          validationSchema={secondStepSchema}
          onSubmit={async (values, helpers) => {
            setError(null);
            const outcome = await run(() => totpConfirm(values.code.trim()), {
              form: helpers,
              onError: (err) => setError(serverMessage(err, i18n._(msg`Please try again.`))),
            });
            if (outcome.ok) setStage({ step: 'codes', codes: outcome.value });
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-3">
              <TextField name="code" label={t`Code from the app`} autoComplete="one-time-code" inputMode="numeric" />
              {error && (
                <p role="alert" className="text-sm font-semibold text-sindoor-dark">
                  {error}
                </p>
              )}
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting && <Spinner />}
                <Trans>Confirm</Trans>
              </Button>
            </Form>
          )}
        </Formik>
      </div>
    );
  }

  return (
    <Button
      type="button"
      variant="outline"
      disabled={busy}
      onClick={async () => {
        const outcome = await run(totpBegin, { failure, serverMessage: true });
        if (outcome.ok) setStage({ step: 'scan', setup: outcome.value });
      }}
    >
      {busy ? <Spinner /> : <Smartphone aria-hidden="true" />}
      {on ? <Trans>Set up a new authenticator app</Trans> : <Trans>Set up an authenticator app</Trans>}
    </Button>
  );
}

/** The app set up now, with the recovery codes left, and a way to remove it. */
function AppInUse() {
  const { t } = useLingui();
  const { totp } = useOwnSecondSteps();
  const { totpRemove } = useTwoFactorSetup();
  const { run } = useAdminMutation();
  if (!totp?.enabled) return null;
  const left = formatNumber(totp.recoveryCodesLeft);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm">
        {totp.confirmedAt ? t`Set up ${formatTimestamp(totp.confirmedAt)}; ${left} recovery codes left.` : t`${left} recovery codes left.`}
      </p>
      <ConfirmAction
        title={t`Remove the authenticator app?`}
        question={t`Its codes will no longer sign you in, and with no passkey your recovery codes go too.`}
        actionLabel={t`Remove`}
        onConfirm={() =>
          void run(totpRemove, {
            failure: { title: t`The app was not removed`, description: t`Please try again.` },
            serverMessage: true,
          })
        }
      >
        <Button type="button" variant="outline">
          <Trash2 aria-hidden="true" />
          <Trans>Remove the app</Trans>
        </Button>
      </ConfirmAction>
    </div>
  );
}

/** The account's passkeys, each with when it was made and last used, and a way to remove it. */
function PasskeyList() {
  const { t } = useLingui();
  const { passkeys } = useOwnSecondSteps();
  const { passkeyRemove } = useTwoFactorSetup();
  const { run } = useAdminMutation();
  if (!passkeys?.length) return null;
  const remove = (passkey: Passkey) =>
    void run(() => passkeyRemove(passkey.id), {
      failure: { title: t`The passkey was not removed`, description: t`Please try again.` },
      serverMessage: true,
    });
  return (
    <ul aria-label={t`Your passkeys`} className="grid gap-2">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3">
          <span className="grid">
            <span className="font-semibold wrap-anywhere">{passkey.name}</span>
            <span className="text-sm text-maroon-soft">
              {t`Added ${formatTimestamp(passkey.createdAt)}`}
              {' · '}
              {passkey.lastUsedAt ? t`last used ${formatTimestamp(passkey.lastUsedAt)}` : t`never used yet`}
            </span>
          </span>
          <ConfirmAction
            title={t`Remove the passkey “${passkey.name}”?`}
            question={t`It will no longer sign you in.`}
            actionLabel={t`Remove`}
            onConfirm={() => remove(passkey)}
          >
            <Button type="button" variant="outline" aria-label={t`Remove ${passkey.name}`}>
              <Trash2 aria-hidden="true" />
              <Trans>Remove</Trans>
            </Button>
          </ConfirmAction>
        </li>
      ))}
    </ul>
  );
}

function Passkeys() {
  const { t } = useLingui();
  const { passkeyAdd } = useTwoFactorSetup();
  const { run } = useAdminMutation();
  const [added, setAdded] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  if (!passkeysSupported()) {
    return (
      <p className="text-sm text-maroon-soft">
        <Trans>This browser cannot make passkeys.</Trans>
      </p>
    );
  }
  return (
    <Formik
      initialValues={{ name: t`My phone` }}
      onSubmit={async (values, helpers) => {
        setError(null);
        setAdded(null);
        const outcome = await run(() => passkeyAdd(values.name.trim()), {
          form: helpers,
          onError: (err) => setError(serverMessage(err, i18n._(msg`The passkey was not added. Please try again.`))),
        });
        if (outcome.ok) setAdded(outcome.value.name);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="grid gap-3">
          <TextField name="name" label={t`Name of the passkey`} hint={t`So you can tell your devices apart.`} />
          <div aria-live="polite">
            {added && (
              <p className="text-sm font-semibold text-leaf">
                <Trans>Passkey “{added}” added. Next time, sign in with it after your password.</Trans>
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm font-semibold text-sindoor-dark">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" variant="outline" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
            <Trans>Add a passkey</Trans>
          </Button>
        </Form>
      )}
    </Formik>
  );
}

/** An organiser's own two-step sign-in: whether it is on, an authenticator app, passkeys. */
export function TwoStepDialog() {
  const { session } = useSession();
  const [open, setOpen] = React.useState(false);
  const on = session?.twoFactor === true;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        <Trans>Two-step sign-in</Trans>
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Two-step sign-in</Trans>
          </DialogTitle>
          <DialogDescription>
            {on ? (
              <Trans>On: after your password, the site asks for a code from your app or for your passkey.</Trans>
            ) : (
              <Trans>Off: your password alone signs you in. Add a second step, so a stolen password is not enough.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <section className="grid gap-3">
          <h3 className="font-bold">
            <Trans>Authenticator app</Trans>
          </h3>
          <AppInUse />
          <AuthenticatorApp on={on} />
        </section>
        <section className="grid gap-3 border-t border-line pt-4">
          <h3 className="font-bold">
            <Trans>Passkeys</Trans>
          </h3>
          <PasskeyList />
          <Passkeys />
        </section>
      </DialogContent>
    </Dialog>
  );
}
