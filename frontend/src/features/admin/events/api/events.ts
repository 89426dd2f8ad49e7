import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api';
import type { Event, EventInput } from '@/lib/api-types';
import { eventReads, invalidate } from '@/lib/cache-keys';
import { adminKeys, adminPaths } from '../../shell/api/keys';

/**
 * Every event, upcoming and past, for organisers. With `fresh`, read again each time the caller
 * mounts: places left and waiting lists change with every registration, cancellation and
 * check-in made elsewhere.
 */
export function useAdminEvents({ fresh = false } = {}) {
  const { data, error, isLoading, mutate } = useSWR<Event[]>(adminKeys.events, fresh ? { revalidateOnMount: true } : undefined);
  return { events: data, error, isLoading, retry: () => mutate() };
}

/**
 * After an event changes, the admin list and the public event pages show the new state. The
 * public pages are not on screen here, so their cached copies are dropped rather than kept to be
 * shown again when the organiser goes to them.
 */
function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return (id?: number) =>
    Promise.all([mutate(adminKeys.events), invalidate(mutate, eventReads(id), { dropCached: true })]);
}

export function useEventMutations() {
  const refresh = useRefreshEvents();
  return {
    async create(input: EventInput) {
      const event = await api.post<Event>(adminKeys.events, input);
      await refresh(event?.id);
      return event;
    },
    async update(id: number, input: EventInput) {
      const event = await api.put<Event>(adminPaths.event(id), input);
      await refresh(id);
      return event;
    },
  };
}

/** Deletes the event `id`; `isMutating` is true until the lists showing it are read again. */
export function useDeleteEvent(id: number) {
  const refresh = useRefreshEvents();
  return useSWRMutation(adminPaths.event(id), async (path: string) => {
    await api.delete(path);
    await refresh(id);
  });
}
