import * as React from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminRegistration as Registration } from '@/lib/api-types';
import { matchesQuery } from '@/lib/search';
import { arrivedCount, isArrived, type PendingCheckIn } from './CheckInQueue';

function byName(a: Registration, b: Registration) {
  return a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });
}

const guestsOf = (parties: Registration[]) => parties.reduce((sum, party) => sum + party.guestCount, 0);

/**
 * What the door shows for the search `query`: the expected parties (confirmed, by name) and how
 * many have arrived (a party partly in counts the guests who came), and those that match. Parties without a place are not
 * expected; they are shown only to a search, so the volunteer can tell them why they are not on
 * the list.
 */
export function doorLists(registrations: Registration[], pending: Record<number, PendingCheckIn>, query: string) {
  const confirmed = registrations.filter((registration) => registration.status === 'confirmed').sort(byName);
  const arrived = confirmed.filter((registration) => isArrived(registration, pending[registration.id]));
  const search = query.trim();
  const named = (registration: Registration) => matchesQuery(search, registration.fullName);
  return {
    confirmed,
    counts: {
      arrivedParties: arrived.length,
      expectedParties: confirmed.length,
      arrivedGuests: arrived.reduce((sum, party) => sum + arrivedCount(party, pending[party.id]), 0),
      expectedGuests: guestsOf(confirmed),
    },
    matching: confirmed.filter(named),
    others: search ? registrations.filter((registration) => registration.status !== 'confirmed' && named(registration)).sort(byName) : [],
  };
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
