import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementCreated,
  AnnouncementInput,
  AnnouncementKind,
  Undeliverable,
} from '@/lib/api-types';
import { adminKeys, adminPaths } from '../../shell/api/keys';

/** Every announcement with its counts; read again every few seconds while one is still going out. */
export function useAnnouncements() {
  const { data, error, isLoading, mutate } = useSWR<Announcement[]>(adminKeys.announcements, {
    refreshInterval: (latest?: Announcement[]) =>
      latest?.some((announcement) => announcement.status !== 'sent' || announcement.sent + announcement.failed + announcement.skipped < announcement.recipients)
        ? 3000
        : 0,
  });
  return { announcements: data, error, isLoading, retry: () => mutate() };
}

/** How many addresses the audience reaches now (null while it cannot be asked: an event not chosen yet). */
export function useAudienceCount(kind: AnnouncementKind, eventId: number | null, year: number | null) {
  const needsEvent = kind === 'event';
  const query = new URLSearchParams({ kind });
  if (eventId !== null && (kind === 'event' || kind === 'volunteers')) query.set('eventId', String(eventId));
  if (year !== null && kind === 'members') query.set('year', String(year));
  const key = needsEvent && eventId === null ? null : adminKeys.announcementAudience(query.toString());
  const { data } = useSWR<AnnouncementAudience>(key);
  return data?.recipients ?? null;
}

export function useSendAnnouncement() {
  const { mutate } = useSWRConfig();
  return async (input: AnnouncementInput) => {
    const created = await api.post<AnnouncementCreated>(adminKeys.announcements, input);
    await mutate(adminKeys.announcements);
    return created;
  };
}

/** Takes back an announcement waiting for its time (409 once it is being sent). */
export function useCancelAnnouncement() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    await api.delete<void>(adminPaths.announcement(id));
    await mutate(adminKeys.announcements);
  };
}

export function useUndeliverable() {
  const { data, error, isLoading, mutate } = useSWR<Undeliverable[]>(adminKeys.undeliverable);
  return { addresses: data, error, isLoading, retry: () => mutate() };
}

export function useClearUndeliverable() {
  const { mutate } = useSWRConfig();
  return async (id: number) => {
    await api.delete<void>(adminPaths.undeliverableAddress(id));
    await mutate(adminKeys.undeliverable);
  };
}
