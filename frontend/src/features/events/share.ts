import '@/features/events/messages';
import { t } from '@lingui/core/macro';
import { toast } from '@/components/ui/use-toast';
import type { Event } from '@/lib/api-types';
import { formatFullDate } from '@/lib/dates';
import { written } from '@/lib/written';

/**
 * The message that goes with a shared link, so a WhatsApp group reads what it is, when and where
 * before anyone opens it: the title, the date (and time), the venue. Many apps drop the share
 * sheet's title, so the text carries it too.
 */
type Shared = Pick<Event, 'title' | 'titleBn' | 'date' | 'time' | 'venue'>;

function shareText(event: Shared): string {
  const time = event.time.trim();
  const when = time ? `${formatFullDate(event.date)}, ${time}` : formatFullDate(event.date);
  return [written(event.title, event.titleBn).trim(), when, event.venue.trim()].filter(Boolean).join('\n');
}

/** Shares with the device's share sheet, else copies the message and link; says so either way. */
export async function shareEvent(event: Shared, url: string) {
  const text = shareText(event);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: written(event.title, event.titleBn), text, url });
      return;
    } catch (error) {
      // The visitor closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(`${text}\n${url}`);
    toast({ title: t`Link copied!`, description: t`Event link copied to clipboard` });
  } catch {
    toast({ title: t`Unable to share`, description: t`Please copy the URL manually`, variant: 'destructive' });
  }
}
