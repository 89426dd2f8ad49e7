import * as React from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { UserRoundCheck } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { api, isApiError } from '@/lib/api';
import type { Session } from '@/lib/api-types';
import { i18n } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/routes';
import '../shell/messages';
import { adminKeys, adminPaths } from '../shell/api/keys';
import { Spinner } from '../shell/states';

const schema = yup.object({
  password: yup.string().required(() => i18n._(msg`Password is required`)),
  again: yup
    .string()
    .required(() => i18n._(msg`Type the password again.`))
    .oneOf([yup.ref('password')], () => i18n._(msg`The two passwords are not the same.`)),
});

/** /admin/welcome?token=…: someone an administrator invited chooses their password. */
export default function WelcomePage() {
  const { t } = useLingui();
  usePageTitle(t`Welcome`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate } = useSWRConfig();
  const [error, setError] = React.useState<string | null>(null);

  return (
    <div className="mx-auto max-w-md">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-marigold-light">
            <UserRoundCheck className="size-6 text-sindoor-dark" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">
            <Trans>Welcome</Trans>
          </h1>
          <CardDescription>
            <Trans>Choose the password you will sign in with.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Formik
            initialValues={{ password: '', again: '' }}
            validationSchema={schema}
            onSubmit={async (values, { setErrors }) => {
              setError(null);
              try {
                const session = await api.post<Session>(adminPaths.welcome, { token, password: values.password });
                await mutate(adminKeys.session, session, { revalidate: false });
                navigateTo(paths.admin);
              } catch (err) {
                if (isApiError(err, 400) && err.body?.errors) {
                  setErrors(err.fieldErrors);
                  return;
                }
                setError(
                  isApiError(err, 400)
                    ? `${err.body?.message ?? ''} ${i18n._(msg`Ask an administrator to invite you again.`)}`
                    : i18n._(msg`We could not save your password right now. Please try again.`),
                );
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate className="grid gap-4">
                <TextField name="password" label={t`New password`} type="password" autoComplete="new-password" />
                <TextField name="again" label={t`The password again`} type="password" autoComplete="new-password" />
                <div aria-live="assertive" className="min-h-6">
                  {error && (
                    <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                      {error}
                    </p>
                  )}
                </div>
                <Button type="submit" disabled={isSubmitting} className="w-full">
                  {isSubmitting && <Spinner />}
                  <Trans>Save and sign in</Trans>
                </Button>
              </Form>
            )}
          </Formik>
        </CardContent>
      </Card>
    </div>
  );
}
