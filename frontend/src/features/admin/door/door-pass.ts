import * as React from 'react';
import useSWR from 'swr';
import type { Event } from '@/lib/api-types';
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
 * The events the door knows: every event, for an organiser (`enabled` once signed in); the
 * pass's own event alone, with a door pass, which reaches no other admin read.
 */
export function useDoorEvents(enabled = true) {
  const pass = useDoorPass();
  const { data, error, isLoading, mutate } = useSWR<Event[]>(!pass && enabled ? adminKeys.events : null);
  const passEvents = React.useMemo(() => (pass ? [pass.event] : undefined), [pass]);
  if (passEvents) return { events: passEvents, error: undefined, isLoading: false, retry: () => undefined };
  return { events: data, error, isLoading, retry: () => void mutate() };
}
