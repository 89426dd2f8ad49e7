import * as React from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { api, isApiError } from '@/lib/api';
import type { AnnouncementsConfirmed } from '@/lib/api-types';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/routes';

const CONFIRM_PATH = '/api/announcements/confirm';

type State = { kind: 'asking' } | { kind: 'sending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/**
 * The page of the link emailed when a family ticks "Email me the announcements": it asks before it
 * confirms, since mail scanners open links; the button confirms (double opt-in).
 */
export default function AnnouncementsConfirmPage() {
  const { t } = useLingui();
  usePageTitle(t`Confirm the announcements`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = React.useState<State>({ kind: 'asking' });

  async function confirm() {
    setState({ kind: 'sending' });
    try {
      const confirmed = await api.post<AnnouncementsConfirmed>(CONFIRM_PATH, { token });
      setState({ kind: 'done', email: confirmed.email });
    } catch (error) {
      const message =
        isApiError(error) && error.body?.message ? error.body.message : t`We could not confirm. Please try again.`;
      setState({ kind: 'failed', message });
    }
  }

  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="grid gap-4 pt-8">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <MailCheck aria-hidden="true" className="text-sindoor" />
          <Trans>Announcements by email</Trans>
        </h1>
        {state.kind === 'done' ? (
          <p role="status" className="rounded-lg bg-marigold-light p-3 font-semibold">
            <Trans>Confirmed: the announcements will reach {state.email}. Each one has a link to stop them.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>Press Confirm to receive the association's announcements at this email address.</Trans>
            </p>
            {state.kind === 'failed' && (
              <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 font-semibold text-white">
                {state.message}
              </p>
            )}
            <Button className="justify-self-start" disabled={!token || state.kind === 'sending'} onClick={() => void confirm()}>
              <Trans>Confirm</Trans>
            </Button>
          </>
        )}
        <Link to={paths.home} className="text-maroon underline">
          <Trans>Back to Home</Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
