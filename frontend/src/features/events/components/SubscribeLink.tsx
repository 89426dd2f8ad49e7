import '@/features/events/messages';
import { CalendarSync } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { useOrigin } from '@/lib/origin';
import { webcalUrl } from '@/lib/webcal';

/**
 * "Subscribe in your calendar": every upcoming event in the phone's or computer's calendar, which
 * follows when dates and times change.
 */
export function SubscribeLink() {
  const origin = useOrigin();
  return (
    <Button asChild variant="outline">
      <a href={webcalUrl(`${origin}/calendar.ics`)}>
        <CalendarSync aria-hidden="true" />
        <Trans>Subscribe in your calendar</Trans>
      </a>
    </Button>
  );
}
