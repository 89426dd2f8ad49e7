import * as React from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from './api/session';
import { ErrorState } from './states';

// The sign-in form and its form library are fetched when someone is asked to sign in: a phone
// already signed in (the door at a festival, most of all) never downloads them.
const LoginForm = React.lazy(() => import(/* webpackChunkName: "sign-in" */ './LoginForm').then(({ LoginForm }) => ({ default: LoginForm })));

/**
 * Shows `children` only to a signed-in organiser; anyone else gets the sign-in form and nothing
 * of what is behind it. Signing in shows `children` in place, at the same address.
 */
export function AdminGate({ children }: { children: (username: string | null) => React.ReactNode }) {
  const { t } = useLingui();
  const { session, error, isLoading, retry } = useSession();

  if (isLoading) return <Checking />;
  if (error || !session) {
    return (
      <div className="mx-auto max-w-md">
        <ErrorState message={t`We could not reach the server to check your sign-in.`} onRetry={retry} />
      </div>
    );
  }
  if (!session.authenticated) {
    return (
      <React.Suspense fallback={<Checking />}>
        <LoginForm />
      </React.Suspense>
    );
  }
  return children(session.username);
}

/** The sign-in being checked (or its form on its way): the form's shape, greyed. */
function Checking() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" role="status" aria-label={t`Checking your sign-in`} className="mx-auto max-w-md">
      <Card>
        <CardHeader className="items-center">
          <Skeleton className="h-8 w-48" />
        </CardHeader>
        <CardContent className="grid gap-4">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-11" />
        </CardContent>
      </Card>
    </div>
  );
}
