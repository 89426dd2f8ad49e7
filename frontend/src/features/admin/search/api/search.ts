import * as React from 'react';
import useSWR from 'swr';
import type { SearchResult } from '@/lib/api-types';
import { currentLocale } from '@/lib/i18n';
import { adminPaths } from '../../shell/api/keys';

/** The server answers nothing for fewer characters than this. */
export const MIN_QUERY = 2;
/** How long the typing rests before the search is sent. */
const PAUSE_MS = 250;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Registrations, memberships and donations matching `query` across events, once the typing rests.
 * The labels are the server's, in the organiser's language, so the language is part of the key.
 */
export function useAdminSearch(query: string) {
  const settled = useSettled(query.trim(), PAUSE_MS);
  const key =
    settled.length >= MIN_QUERY ? `${adminPaths.search}?${new URLSearchParams({ q: settled, lang: currentLocale() })}` : null;
  const { data, error, isLoading } = useSWR<SearchResult[]>(key);
  return { results: key ? data : undefined, error, isLoading: Boolean(key) && isLoading, searched: settled };
}
