import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DoorParty as Registration } from '@/lib/api-types';
import { searchIndex } from '@/lib/search';
import { arrivedCount, isArrived, type PendingCheckIn } from './CheckInQueue';

// One collator for the whole sort: localeCompare with options would make one per comparison.
const names = new Intl.Collator('en', { sensitivity: 'base' });

function byName(a: Registration, b: Registration) {
  return names.compare(a.fullName, b.fullName);
}

const guestsOf = (parties: Registration[]) => parties.reduce((sum, party) => sum + party.guestCount, 0);
const isConfirmed = (registration: Registration) => registration.status === 'confirmed';
const byFullName = (registration: Registration) => [registration.fullName];
const NONE: readonly Registration[] = [];

/**
 * What the door shows for the search `query`: the expected parties (confirmed, by name) and how
 * many have arrived (a party partly in counts the guests who came), and those that match. Parties
 * without a place are not expected; they are shown only to a search, so the volunteer can tell
 * them why they are not on the list. The lists are sorted and their names folded for the search
 * once per list, not per keystroke.
 */
export function useDoorLists(
  registrations: Registration[] | undefined,
  pending: Record<number, PendingCheckIn>,
  query: string,
) {
  const lists = React.useMemo(() => {
    const all = registrations ?? [];
    const confirmed = all.filter(isConfirmed).sort(byName);
    const others = all.filter((registration) => !isConfirmed(registration)).sort(byName);
    return { confirmed, findConfirmed: searchIndex(confirmed, byFullName), findOthers: searchIndex(others, byFullName) };
  }, [registrations]);
  const counts = React.useMemo(() => {
    const arrived = lists.confirmed.filter((registration) => isArrived(registration, pending[registration.id]));
    return {
      arrivedParties: arrived.length,
      expectedParties: lists.confirmed.length,
      arrivedGuests: arrived.reduce((sum, party) => sum + arrivedCount(party, pending[party.id]), 0),
      expectedGuests: guestsOf(lists.confirmed),
    };
  }, [lists, pending]);
  const search = query.trim();
  const matching = React.useMemo(() => lists.findConfirmed(search), [lists, search]);
  const others = React.useMemo(() => (search ? lists.findOthers(search) : NONE), [lists, search]);
  return { confirmed: lists.confirmed, counts, matching, others };
}

/**
 * The party whose QR code opened the page or was scanned at the door (?registration=id), a way
 * to show another (the party then comes first, ready for its tap), and a way to put it aside.
 */
export function useScannedId() {
  const [searchParams, setSearchParams] = useSearchParams();
  const scannedId = Number(searchParams.get('registration')) || null;
  const show = React.useCallback(
    (id: number) =>
      setSearchParams(
        (params) => {
          params.set('registration', String(id));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const clear = React.useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('registration');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { scannedId, show, clear };
}
