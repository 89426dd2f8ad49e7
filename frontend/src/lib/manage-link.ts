import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Manage links: the emailed link by which whoever made something without an account (a party's
 * registration, a family's act on the programme) comes back to it. The link's `token` is kept in
 * this browser, per kind and id, and sent back in the kind's header (core/manage_links.py on the
 * server).
 */
const kinds = {
  registration: { header: 'X-Registration-Token', storagePrefix: 'registration-token' },
  programme: { header: 'X-Programme-Token', storagePrefix: 'programme-token' },
  shift: { header: 'X-Shift-Token', storagePrefix: 'shift-token' },
  sponsor: { header: 'X-Sponsor-Token', storagePrefix: 'sponsor-token' },
  souvenir: { header: 'X-Souvenir-Token', storagePrefix: 'souvenir-token' },
} as const;

export type ManageLinkKind = keyof typeof kinds;

const storageKey = (kind: ManageLinkKind, id: number | string) => `${kinds[kind].storagePrefix}:${id}`;

/** The tokens this browser holds: made here, or brought by an emailed link. */
export const manageTokens = {
  get(kind: ManageLinkKind, id: number | string): string | null {
    try {
      return window.localStorage.getItem(storageKey(kind, id));
    } catch {
      return null;
    }
  },
  set(kind: ManageLinkKind, id: number | string, token: string) {
    try {
      window.localStorage.setItem(storageKey(kind, id), token);
    } catch {
      // Private browsing may refuse storage; the emailed link still works.
    }
  },
};

/** The header that proves the right to `token`'s thing; none without a token. */
export function manageTokenHeaders(kind: ManageLinkKind, token: string | null | undefined): Record<string, string> {
  return token ? { [kinds[kind].header]: token } : {};
}

/** The header with the token this browser holds for the thing `id`, if any. */
export function heldTokenHeaders(kind: ManageLinkKind, id: number | string): Record<string, string> {
  return manageTokenHeaders(kind, manageTokens.get(kind, id));
}

/**
 * Takes the token of an emailed link (`?token=…`) for the thing `id`: keeps it in this browser and
 * takes it out of the address bar (and so out of history and screenshots). `pending` is true while
 * the address still carries it, so nothing reads the thing before its token is kept.
 */
export function useManageToken(kind: ManageLinkKind, id: number | null | undefined): { pending: boolean } {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  React.useEffect(() => {
    if (id && token) {
      manageTokens.set(kind, id, token);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('token');
          return next;
        },
        { replace: true },
      );
    }
  }, [kind, id, token, setParams]);
  return { pending: Boolean(token) };
}
