import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api';
import type { CreatedProgrammeEntry, ProgrammeEntry, ProgrammeEntryInput, ProgrammeAct } from '@/lib/api-types';
import { heldTokenHeaders, manageTokens } from '@/lib/manage-link';
import { createUploader } from '@/lib/uploader';

const entryPath = (entryId: number | string) => `/api/programme/${entryId}`;
const tokenHeaders = (entryId: number | string) => heldTokenHeaders('programme', entryId);

/** The act as the server has it, read with the token this browser holds; `null` reads nothing. */
export function useProgrammeEntry(entryId: number | null) {
  return useSWR<ProgrammeEntry>(entryId ? entryPath(entryId) : null, () =>
    api.get<ProgrammeEntry>(entryPath(entryId as number), { headers: tokenHeaders(entryId as number) }),
  );
}

/** Sends an act for the event's programme, and keeps the token that later changes it. */
export function useSubmitAct() {
  return useCallback(async (eventId: number, input: ProgrammeEntryInput) => {
    const created = await api.post<CreatedProgrammeEntry>(`/api/events/${eventId}/programme`, input);
    if (created.manageToken) manageTokens.set('programme', created.id, created.manageToken);
    return created;
  }, []);
}

export function useUpdateAct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (entryId: number, input: ProgrammeEntryInput) => {
      const updated = await api.put<ProgrammeEntry>(entryPath(entryId), input, { headers: tokenHeaders(entryId) });
      await mutate(entryPath(entryId), updated, { revalidate: false });
      return updated;
    },
    [mutate],
  );
}

export function useWithdrawAct() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (entryId: number) => {
      const withdrawn = await api.post<ProgrammeEntry>(`${entryPath(entryId)}/withdraw`, undefined, {
        headers: tokenHeaders(entryId),
      });
      await mutate(entryPath(entryId), withdrawn, { revalidate: false });
      return withdrawn;
    },
    [mutate],
  );
}

/** The published running order of an event (404 until the organisers publish it). */
export function usePublicProgramme(eventId: string | undefined) {
  return useSWR<ProgrammeAct[]>(eventId ? `/api/events/${eventId}/programme` : null);
}

/** The contract's limit for an act's music: one file of at most 25 MB. */
export const MAX_TRACK_BYTES = 26214400;
/** What the server accepts (it checks the bytes, not the name). */
const TRACK_TYPES = ['.mp3', '.m4a', '.wav', '.ogg', 'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/x-wav', 'audio/ogg'];

/** An uploader of one music track, through `POST /api/programme/upload`. */
export function createTrackUploader() {
  return createUploader({
    uploadUrlPath: '/api/programme/upload',
    maxNumberOfFiles: 1,
    maxFileSize: MAX_TRACK_BYTES,
    allowedFileTypes: TRACK_TYPES,
  });
}
