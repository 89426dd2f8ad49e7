import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { ContactInbox, InboxMessage } from '@/lib/api-types';
import { adminPaths } from '../../shell/api/keys';

/** Messages come 20 to a page, newest first. */
export const INBOX_PAGE_SIZE = 20;

const inboxKey = (page: number) => `${adminPaths.contactMessages}?page=${page}`;
const isInboxKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${adminPaths.contactMessages}?`);

/** One page of the contact messages, with how many of all are not handled yet. */
export function useContactInbox(page = 1) {
  const { data, error, isLoading, mutate } = useSWR<ContactInbox>(inboxKey(page), { keepPreviousData: true });
  return { inbox: data, error, isLoading, retry: () => mutate() };
}

/**
 * Marks a message handled or not. The page shows the change at once (and the count on the tab
 * follows); afterwards every page is read again, which also undoes the change if the server
 * refused it, and brings in what other organisers did meanwhile.
 */
export function useSetHandled() {
  const { mutate } = useSWRConfig();
  return async (message: InboxMessage, handled: boolean) => {
    const change = handled === message.handled ? 0 : handled ? -1 : 1;
    await mutate(
      isInboxKey,
      (inbox?: ContactInbox) =>
        inbox && {
          ...inbox,
          unhandled: inbox.unhandled + change,
          results: inbox.results.map((item) => (item.id === message.id ? { ...item, handled } : item)),
        },
      { revalidate: false },
    );
    try {
      await api.patch<InboxMessage>(adminPaths.contactMessage(message.id), { handled });
    } finally {
      await mutate(isInboxKey);
    }
  };
}
