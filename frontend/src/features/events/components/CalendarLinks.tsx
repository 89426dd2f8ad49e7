import '@/features/events/messages';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { Event } from '@/lib/api-types';
import { eventCalendarPath, eventPath } from '@/lib/routes';
import { useOrigin } from '@/lib/origin';
import { cn } from '@/lib/utils';
import { googleCalendarUrl } from '../calendar';

type CalendarEvent = Pick<Event, 'id' | 'title' | 'date' | 'time' | 'startsAt' | 'endsAt' | 'description' | 'venue' | 'address'>;

/** "Add to Calendar" (the .ics file, which phones open in their calendar) and "Google Calendar". */
export function CalendarLinks({ event, className }: { event: CalendarEvent; className?: string }) {
  const pageUrl = `${useOrigin()}${eventPath(event.id)}`;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      <Button asChild variant="outline">
        <a href={eventCalendarPath(event.id)}>
          <CalendarPlus aria-hidden="true" />
          <Trans>Add to Calendar</Trans>
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          <Trans>Google Calendar</Trans>
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </Button>
    </div>
  );
}
