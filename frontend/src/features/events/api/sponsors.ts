import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type {
  Contribution,
  ContributionInput,
  CreatedContribution,
  CreatedSponsor,
  TakenSponsorship,
  TakeSponsorshipInput,
  UploadUrl,
  WallSponsor,
} from '@/lib/api-types';
import { CSRF_HEADER, getCsrfToken } from '@/lib/csrf';
import { heldTokenHeaders, manageTokens } from '@/lib/manage-link';

const sponsorPath = (sponsorId: number | string) => `/api/sponsors/${sponsorId}`;
const tokenHeaders = (sponsorId: number | string) => heldTokenHeaders('sponsor', sponsorId);

/** The paid sponsors who agreed to be named, packages first; read only for an event that offers sponsorships. */
export function useSponsorWall(eventId: number, offers: boolean) {
  return useSWR<WallSponsor[]>(offers ? `/api/events/${eventId}/sponsors` : null);
}

/** Takes one of the event's sponsorships, and keeps the token that opens it later. */
export function useTakeSponsorship() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (eventId: number, input: TakeSponsorshipInput) => {
      const created = await api.post<CreatedSponsor>(`/api/events/${eventId}/sponsors`, input);
      manageTokens.set('sponsor', created.id, created.manageToken);
      // What is left of each offer.
      await mutate(`/api/events/${eventId}`);
      return created;
    },
    [mutate],
  );
}

/** Sends a story or poem for the event's souvenir, and keeps the token that opens it later. */
export function useSendPiece() {
  return useCallback(async (eventId: number, input: ContributionInput) => {
    const created = await api.post<CreatedContribution>(`/api/events/${eventId}/souvenir`, input);
    manageTokens.set('souvenir', created.id as number, created.manageToken);
    return created;
  }, []);
}

/** A piece sent for the souvenir, read with the token this browser holds. */
export function usePiece(pieceId: number | null) {
  const path = `/api/souvenir/${pieceId}`;
  return useSWR<Contribution>(pieceId ? path : null, () =>
    api.get<Contribution>(path, { headers: heldTokenHeaders('souvenir', pieceId as number) }),
  );
}

/** The sponsorship as the server has it, read with the token this browser holds; `null` reads nothing. */
export function useSponsor(sponsorId: number | null) {
  return useSWR<TakenSponsorship>(sponsorId ? sponsorPath(sponsorId) : null, () =>
    api.get<TakenSponsorship>(sponsorPath(sponsorId as number), { headers: tokenHeaders(sponsorId as number) }),
  );
}

/**
 * Sends the ad's artwork: a one-time upload URL asked for with the sponsor's token, one PUT of
 * the file, then the artwork named by that URL (checked by the server for its kind and pixels).
 */
export function useSendArtwork() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (sponsorId: number, file: File) => {
      const headers = tokenHeaders(sponsorId);
      const { uploadURL } = await api.post<UploadUrl>(`${sponsorPath(sponsorId)}/artwork/upload`, undefined, {
        headers,
      });
      const url = new URL(uploadURL, window.location.href);
      const csrf = url.origin === window.location.origin ? getCsrfToken() : null;
      const put = await fetch(url.href, {
        method: 'PUT',
        body: file,
        credentials: 'same-origin',
        headers: { 'Content-Type': file.type || 'application/octet-stream', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      });
      if (!put.ok) throw new Error('Upload failed');
      const updated = await api.post<TakenSponsorship>(`${sponsorPath(sponsorId)}/artwork`, { path: uploadURL }, { headers });
      await mutate(sponsorPath(sponsorId), updated, { revalidate: false });
      return updated;
    },
    [mutate],
  );
}
