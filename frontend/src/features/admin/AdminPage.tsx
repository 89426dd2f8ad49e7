import { SWRConfig } from 'swr';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from './api/session';
import { AdminDashboard } from './components/AdminDashboard';
import { LoginForm } from './components/LoginForm';
import { ErrorState } from './components/states';
import { adminSwrConfig } from './swr-config';

/** /admin: the sign-in form, or the dashboard once the server says an organiser is signed in. */
export default function AdminPage() {
  return (
    <SWRConfig value={adminSwrConfig}>
      <AdminGate />
    </SWRConfig>
  );
}

function AdminGate() {
  const { session, error, isLoading, retry } = useSession();

  if (isLoading) {
    return (
      <div aria-busy="true" role="status" aria-label="Checking your sign-in" className="mx-auto max-w-md">
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
  if (error || !session) {
    return (
      <div className="mx-auto max-w-md">
        <ErrorState message="We could not reach the server to check your sign-in." onRetry={retry} />
      </div>
    );
  }
  if (!session.authenticated) return <LoginForm />;
  return <AdminDashboard username={session.username} />;
}
