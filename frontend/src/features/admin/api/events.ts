import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import { eventKey, type EventItem } from '@/lib/events';
import { adminKeys, adminPaths } from './keys';

/** The body the server takes for create and update (everything but the id). */
export type EventInput = Omit<EventItem, 'id'>;

/** Every event, upcoming and past, for organisers. */
export function useAdminEvents() {
  const { data, error, isLoading, mutate } = useSWR<EventItem[]>(adminKeys.events);
  return { events: data, error, isLoading, retry: () => mutate() };
}

/** After an event changes, the admin list and the public event pages show the new state. */
function useRefreshEvents() {
  const { mutate } = useSWRConfig();
  return (id?: number) =>
    Promise.all([
      mutate(adminKeys.events),
      mutate(adminKeys.publicEvents),
      mutate(adminKeys.featuredEvent),
      id === undefined ? undefined : mutate(eventKey(id)),
    ]);
}

export function useEventMutations() {
  const refresh = useRefreshEvents();
  return {
    async create(input: EventInput) {
      const event = await api.post<EventItem>(adminKeys.events, input);
      await refresh(event?.id);
      return event;
    },
    async update(id: number, input: EventInput) {
      const event = await api.put<EventItem>(adminPaths.event(id), input);
      await refresh(id);
      return event;
    },
    async remove(id: number) {
      await api.delete(adminPaths.event(id));
      await refresh(id);
    },
  };
}
