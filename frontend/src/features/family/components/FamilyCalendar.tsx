import '../messages';
import * as React from 'react';
import { CalendarSync, Copy, LoaderCircle, RefreshCw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { webcalUrl } from '@/lib/webcal';
import { useCalendarFeed, useResetCalendarFeed } from '../api/family';


/**
 * The family's own calendar: a secret address its phone's calendar subscribes to, with every
 * event the family is registered for; a new address when the old one was shared by mistake.
 */
export function FamilyCalendar() {
  const { t } = useLingui();
  const { feed: data, error } = useCalendarFeed();
  const resetFeed = useResetCalendarFeed();
  const [busy, setBusy] = React.useState(false);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link copied`, description: t`Paste it into your calendar app's "subscribe" or "add by URL".` });
    } catch {
      toast({ title: t`Copy failed`, description: url, variant: 'destructive' });
    }
  }

  async function reset() {
    setBusy(true);
    try {
      await resetFeed();
      toast({ title: t`New calendar link made`, description: t`The old link no longer works: subscribe again with the new one.` });
    } catch {
      toast({ title: t`Error`, description: t`We couldn't make a new link. Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Our calendar</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Every event you are registered for, in your phone's or computer's calendar, kept up to date when dates or
            times change. The link is your family's own: keep it to yourselves.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {error ? (
          <p className="text-sm text-sindoor-dark">
            <Trans>We couldn't load your calendar link.</Trans>
          </p>
        ) : !data ? (
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-label={t`Loading`} />
        ) : (
          <>
            <Button asChild className="max-sm:h-auto max-sm:min-h-11 max-sm:whitespace-normal max-sm:text-left">
              <a href={webcalUrl(data.url)}>
                <CalendarSync aria-hidden="true" />
                <Trans>Subscribe in your calendar</Trans>
              </a>
            </Button>
            <Button
              variant="outline"
              className="max-sm:h-auto max-sm:min-h-11 max-sm:whitespace-normal max-sm:text-left"
              onClick={() => void copy(data.url)}
            >
              <Copy aria-hidden="true" />
              <Trans>Copy the link</Trans>
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  variant="outline"
                  disabled={busy}
                  className="max-sm:h-auto max-sm:min-h-11 max-sm:whitespace-normal max-sm:text-left"
                >
                  {busy ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
                  <Trans>Make a new link</Trans>
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>
                    <Trans>Make a new calendar link?</Trans>
                  </AlertDialogTitle>
                  <AlertDialogDescription>
                    <Trans>The old link stops working at once, on every device that subscribed to it.</Trans>
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>
                    <Trans>Cancel</Trans>
                  </AlertDialogCancel>
                  <AlertDialogAction onClick={() => void reset()}>
                    <Trans>Make a new link</Trans>
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </>
        )}
      </CardContent>
    </Card>
  );
}
