import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { AdminContribution, AdminSponsor, ContributionDecision, SponsorDecision } from '@/lib/api-types';

const sponsorsKey = (eventId: string) => `/api/admin/events/${eventId}/sponsors`;
const souvenirKey = (eventId: string) => `/api/admin/events/${eventId}/souvenir`;

/** The souvenir for the printer, as a PDF (its download is logged). */
export const souvenirPdfPath = (eventId: string) => `/api/admin/events/${eventId}/souvenir.pdf`;

export function useAdminSponsors(eventId: string) {
  const { data, error, isLoading, mutate } = useSWR<AdminSponsor[]>(sponsorsKey(eventId), { revalidateOnMount: true });
  return { sponsors: data, error, isLoading, retry: () => mutate() };
}

export function useAdminSouvenir(eventId: string) {
  const { data, error, isLoading, mutate } = useSWR<AdminContribution[]>(souvenirKey(eventId), {
    revalidateOnMount: true,
  });
  return { contributions: data, error, isLoading, retry: () => mutate() };
}

/** Approves an ad's artwork or asks for changes; the sponsor is emailed the note. */
export function useReviewArtwork(eventId: string) {
  const { mutate } = useSWRConfig();
  return async (sponsorId: number, decision: SponsorDecision) => {
    const sponsor = await api.put<AdminSponsor>(`/api/admin/sponsors/${sponsorId}`, decision);
    await mutate(sponsorsKey(eventId));
    return sponsor;
  };
}

/** Accepts a piece for the souvenir, or declines it. */
export function useDecidePiece(eventId: string) {
  const { mutate } = useSWRConfig();
  return async (contributionId: number, decision: ContributionDecision) => {
    const piece = await api.put<AdminContribution>(`/api/admin/souvenir/${contributionId}`, decision);
    await mutate(souvenirKey(eventId));
    return piece;
  };
}
