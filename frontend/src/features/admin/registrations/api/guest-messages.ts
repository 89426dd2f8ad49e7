import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { GuestMessage, GuestMessageInput, MessageAccepted } from '@/lib/api-types';
import { adminPaths } from '../../shell/api/keys';

/** What was emailed to the event's parties, as the server lists it. */
export function useGuestMessages(eventId: string) {
  const { data, error, isLoading, mutate } = useSWR<GuestMessage[]>(adminPaths.guestMessages(eventId));
  return { messages: data, error, isLoading, retry: () => mutate() };
}

/** Queues one email to each party of the audience; the list of what was sent is read again. */
export function useSendGuestMessage(eventId: string) {
  const { mutate } = useSWRConfig();
  return async (input: GuestMessageInput) => {
    const accepted = await api.post<MessageAccepted>(adminPaths.guestMessages(eventId), input);
    await mutate(adminPaths.guestMessages(eventId));
    return accepted;
  };
}
