import '../messages';
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoaderCircle, LogIn, LogOut } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/PageShell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/lib/page-title';
import { useFamily, useSignOut } from '../api/family';
import type { Family } from '@/lib/api-types';
import { useLinkSignIn } from '../use-link-sign-in';
import { FamilyCalendar } from './FamilyCalendar';
import { FamilyData } from './FamilyData';
import { FamilyMembership } from './FamilyMembership';
import { FamilyPayments } from './FamilyPayments';
import { FamilyPhotos } from './FamilyPhotos';
import { FamilyProfile } from './FamilyProfile';
import { FamilyRegistrations } from './FamilyRegistrations';
import { FamilyVolunteering } from './FamilyVolunteering';
import { SignIn } from './SignIn';

export default function FamilyPage() {
  const { t } = useLingui();
  usePageTitle(t`My Family`);
  const [params, setParams] = useSearchParams();
  // The emailed one-tap link: the page asks before its code signs in, then takes it out of the
  // address bar (and so the history and any screenshot).
  const link = useLinkSignIn(params.get('email'), params.get('code'), () => setParams({}, { replace: true }));
  const { family, signedOut, error, isLoading, retry } = useFamily(link.state === 'idle');

  let content: React.ReactNode;
  if (link.state === 'confirm') {
    content = <ConfirmLink email={link.email ?? ''} onConfirm={link.confirm} onDecline={link.decline} />;
  } else if (link.state === 'signing-in') content = <SigningIn />;
  else if (family) content = <FamilyOverview family={family} />;
  else if (isLoading) content = <FamilySkeleton />;
  else if (signedOut) content = <SignIn email={link.email} failure={link.failure} />;
  else if (error) content = <LoadFailed onRetry={retry} />;

  return (
    <>
      <PageHeader
        title={t`My Family`}
        intro={t`Your family's registrations, members and data in one place. No password: we email you a code.`}
      />
      <div className="mx-auto grid max-w-3xl gap-6">{content}</div>
    </>
  );
}

function FamilyOverview({ family }: { family: Family }) {
  return (
    <>
      <SignedInAs email={family.email} />
      <FamilyRegistrations registrations={family.registrations} />
      <FamilyCalendar />
      <FamilyPhotos registrations={family.registrations} />
      <FamilyMembership memberships={family.memberships} />
      <FamilyVolunteering family={family} />
      <FamilyPayments payments={family.payments} donations={family.donations} />
      <FamilyProfile family={family} />
      <FamilyData family={family} />
    </>
  );
}

function SignedInAs({ email }: { email: string }) {
  const { t } = useLingui();
  const signOut = useSignOut();
  const [busy, setBusy] = React.useState(false);

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
    } catch {
      toast({ title: t`Error`, description: t`We couldn't sign you out. Please try again.`, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-5 sm:pt-6">
        <p className="min-w-0">
          <Trans>
            Signed in as <strong>{email}</strong>
          </Trans>
        </p>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void handleSignOut()}>
          <LogOut aria-hidden="true" />
          <Trans>Sign out</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Sign in as {email}?": the one-tap link signs in only when the person opening it says so. */
function ConfirmLink({ email, onConfirm, onDecline }: { email: string; onConfirm: () => void; onDecline: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="break-words">
          <Trans>Sign in as {email}?</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The link in your email signs you in to your family's page on this device. Sign in only if this is your email
            address.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button onClick={onConfirm}>
          <LogIn aria-hidden="true" />
          <Trans>Sign in</Trans>
        </Button>
        <Button variant="outline" onClick={onDecline}>
          <Trans>Not now</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}

function SigningIn() {
  return (
    <Card role="status">
      <CardContent className="flex items-center justify-center gap-3 py-10">
        <LoaderCircle className="size-6 animate-spin text-sindoor motion-reduce:animate-none" aria-hidden="true" />
        <Trans>Signing you in...</Trans>
      </CardContent>
    </Card>
  );
}

function FamilySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your family`} className="grid gap-6">
      <Skeleton className="h-20 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <p>
          <Trans>We couldn't load your family's page. Please try again.</Trans>
        </p>
        <Button variant="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
