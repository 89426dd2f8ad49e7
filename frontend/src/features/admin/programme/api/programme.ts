import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { AdminProgramme, AdminProgrammeEntry, Event, ProgrammeDecision } from '@/lib/api-types';
import { eventReads, invalidate } from '@/lib/cache-keys';
import { toEventInput, toFormValues } from '../../events/form-values';
import { adminKeys, adminPaths } from '../../shell/api/keys';

const programmeKey = (eventId: number | string) => `/api/admin/events/${eventId}/programme`;
const publicProgrammeKey = (eventId: number | string) => `/api/events/${eventId}/programme`;

/** The programme desk's read: every act of the event with its status, and the running order's times. */
export function useAdminProgramme(eventId: string | null) {
  const { data, error, isLoading, mutate } = useSWR<AdminProgramme>(eventId ? programmeKey(eventId) : null, {
    revalidateOnMount: true,
  });
  return { programme: data, error, isLoading, retry: () => mutate() };
}

/** The public running order the desk's changes make stale (dropped, to be read afresh when shown). */
function usePublicStale() {
  const { mutate } = useSWRConfig();
  return (eventId: number | string) => invalidate(mutate, [publicProgrammeKey(eventId)], { dropCached: true });
}

/** Accepts or declines an act, with a note the contact is emailed; the desk is read again. */
export function useDecideAct(eventId: string) {
  const { mutate } = useSWRConfig();
  const publicStale = usePublicStale();
  return async (entryId: number, decision: ProgrammeDecision) => {
    const entry = await api.put<AdminProgrammeEntry>(`/api/admin/programme/${entryId}`, decision);
    await Promise.all([mutate(programmeKey(eventId)), publicStale(eventId)]);
    return entry;
  };
}

/** Puts the accepted acts in this order; the server answers with their new start times. */
export function useOrderActs(eventId: string) {
  const { mutate } = useSWRConfig();
  const publicStale = usePublicStale();
  return async (entryIds: number[]) => {
    const programme = await api.put<AdminProgramme>(`${programmeKey(eventId)}/order`, { entryIds });
    await Promise.all([mutate(programmeKey(eventId), programme, { revalidate: false }), publicStale(eventId)]);
    return programme;
  };
}

/**
 * Publishes (or takes back) the running order: the event saved as it is, with the programme
 * published. Publishing emails each accepted act its start time.
 */
export function usePublishProgramme() {
  const { mutate } = useSWRConfig();
  const publicStale = usePublicStale();
  return async (event: Event, published: boolean) => {
    const values = toFormValues(event);
    const input = toEventInput({ ...values, programme: { ...values.programme, published } });
    const saved = await api.put<Event>(adminPaths.event(event.id), input);
    await Promise.all([
      mutate(adminKeys.events),
      invalidate(mutate, eventReads(event.id), { dropCached: true }),
      publicStale(event.id),
    ]);
    return saved;
  };
}

/** The accepted acts' music in running order, as one zip for the sound desk. */
export function tracksZipPath(eventId: string): string {
  return `${programmeKey(eventId)}/tracks.zip`;
}
