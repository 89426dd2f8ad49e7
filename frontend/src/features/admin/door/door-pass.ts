import * as React from 'react';
import useSWR from 'swr';
import type { Event } from '@/lib/api-types';
import { isApiError } from '@/lib/api';
import { cacheKeys } from '@/lib/cache-keys';
import { adminKeys } from '../shell/api/keys';

/** A door opened with a door pass (no account): the event whose door it opens. */
export interface DoorPassDoor {
  event: Event;
  /** The pass's name, as the organiser gave it. */
  label: string;
}

const DoorPassContext = React.createContext<DoorPassDoor | null>(null);

export const DoorPassProvider = DoorPassContext.Provider;

/** The door pass this screen was opened with; null for a signed-in organiser's door. */
export function useDoorPass(): DoorPassDoor | null {
  return React.useContext(DoorPassContext);
}

/**
 * The event whose door this is (its title, date, venue and days): the pass's own, with a door
 * pass; else the event as the public reads it, which the server writes into the door's page (so
 * no read at all) and which needs no session. `missing` once the server says there is no such event.
 */
export function useDoorEvent(eventId: string) {
  const pass = useDoorPass();
  const { data, error, isLoading, mutate } = useSWR<Event>(pass ? null : cacheKeys.event(eventId));
  if (pass) {
    const own = String(pass.event.id) === eventId;
    return { event: own ? pass.event : undefined, missing: !own, error: undefined, isLoading: false, retry: () => undefined };
  }
  const missing = isApiError(error, 404);
  return { event: data, missing, error: missing ? undefined : error, isLoading, retry: () => void mutate() };
}

/**
 * The events the door knows, to name another event's code: every event, for an organiser, read
 * once `wanted` (the scanner opened: a festival's phone has no use for them before); the pass's
 * own event alone, with a door pass, which reaches no other admin read.
 */
export function useDoorEvents(wanted: boolean) {
  const pass = useDoorPass();
  const { data } = useSWR<Event[]>(!pass && wanted ? adminKeys.events : null);
  const passEvents = React.useMemo(() => (pass ? [pass.event] : undefined), [pass]);
  return passEvents ?? data;
}
