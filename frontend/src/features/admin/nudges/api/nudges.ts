import * as React from 'react';
import useSWR from 'swr';
import type { components } from '@/lib/api-schema';
import { adminPaths } from '../../shell/api/keys';

/** One family to remind on WhatsApp; `reachable` false (no usable phone) means no `waUrl`. */
export type Nudge = components['schemas']['Nudge'];
export type NudgeKind = 'unpaid' | 'unregistered' | 'shift';

/** The nudges of a kind for an event (every upcoming event when `eventId` is null, for the unpaid). */
export function useNudges(kind: NudgeKind, eventId: number | null) {
  const query = new URLSearchParams({ kind });
  if (eventId !== null) query.set('eventId', String(eventId));
  const needsEvent = kind === 'unregistered' && eventId === null;
  const { data, error, isLoading, mutate } = useSWR<Nudge[]>(needsEvent ? null : `${adminPaths.nudges}?${query.toString()}`);
  return { nudges: data, error, isLoading: isLoading && !needsEvent, retry: () => mutate() };
}

const STORE = 'nudges-sent';

function readSent(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORE) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

// Ticks older than this are forgotten, so the list of a new round of reminders starts clear.
const KEPT_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Which nudges the organiser ticked as sent, kept on this device (in the browser's storage) for two
 * weeks: the site sends nothing itself, so only the organiser's phone knows what went.
 */
export function useSentTicks(scope: string) {
  const [sent, setSent] = React.useState<Record<string, number>>(readSent);
  const tick = (key: string, on: boolean) => {
    const now = Date.now();
    const next = Object.fromEntries(Object.entries(readSent()).filter(([, at]) => now - at < KEPT_MS));
    if (on) next[`${scope}:${key}`] = now;
    else delete next[`${scope}:${key}`];
    try {
      window.localStorage.setItem(STORE, JSON.stringify(next));
    } catch {
      // Private browsing may refuse storage: the ticks then last as long as the page.
    }
    setSent(next);
  };
  return { isSent: (key: string) => `${scope}:${key}` in sent, tick };
}
