import type { DoorParty as Registration, Event } from '@/lib/api-types';

/**
 * What a confirmation email's QR code holds: the link to the party on the door's screen,
 * `{SITE_URL}/admin/check-in/{eventId}?registration={id}` (registrations/emails.py,
 * `check_in_link`). Anything else a camera reads is not one of ours.
 */
type CheckInCode = { eventId: string; registrationId: number };

const CHECK_IN_PATH = /^\/admin\/check-in\/(\d+)\/?$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;

/** A host with and without `www.` is the same site: the email's link may name either. */
function sameSite(a: string, b: string): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return bare(a) === bare(b);
}

/** The party a scanned text names, when it is this site's check-in link; else null. */
export function readCheckInCode(value: string, site: { host: string }): CheckInCode | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!sameSite(url.host, site.host)) return null;
  const path = CHECK_IN_PATH.exec(url.pathname);
  const registration = url.searchParams.get('registration') ?? '';
  if (!path || !POSITIVE_INTEGER.test(registration)) return null;
  return { eventId: path[1], registrationId: Number(registration) };
}

/** What the door does with a scanned code. */
export type ScanOutcome =
  /** A party of this event: open it, ready for its tap. */
  | { kind: 'party'; registration: Registration }
  /**
   * This event's code, but no such party on the list (deleted, or made after the list loaded; at
   * a festival, not coming on the day shown, `dayName`).
   */
  | { kind: 'missing'; registrationId: number; dayName?: string }
  /** A party of another event; `event` when the organiser's list has it. */
  | { kind: 'otherEvent'; eventId: string; registrationId: number; event: Event | undefined }
  /** Not a confirmation's code of this site. */
  | { kind: 'foreign' };

export function scanOutcome(
  value: string,
  {
    eventId,
    registrations,
    events,
    site,
    dayName,
  }: { eventId: string; registrations: Registration[]; events: Event[]; site: { host: string }; dayName?: string },
): ScanOutcome {
  const code = readCheckInCode(value, site);
  if (!code) return { kind: 'foreign' };
  if (code.eventId !== eventId) {
    return {
      kind: 'otherEvent',
      eventId: code.eventId,
      registrationId: code.registrationId,
      event: events.find((event) => String(event.id) === code.eventId),
    };
  }
  const registration = registrations.find((party) => party.id === code.registrationId);
  if (registration) return { kind: 'party', registration };
  return dayName ? { kind: 'missing', registrationId: code.registrationId, dayName } : { kind: 'missing', registrationId: code.registrationId };
}
