import * as React from 'react';
import type { SearchResult } from '@/lib/api-types';

/** The dashboard's tabs, by value. */
export type AdminTab =
  | 'events'
  | 'registrations'
  | 'programme'
  | 'sponsors'
  | 'gallery'
  | 'messages'
  | 'announcements'
  | 'membership'
  | 'treasurer'
  | 'nudges'
  | 'imports'
  | 'activity'
  | 'settings'
  | 'people';

/** Where a found party lives: a registration in its event, a membership on its year's roll, a donation with the treasurer. */
export const TAB_OF: Record<SearchResult['kind'], AdminTab> = {
  registration: 'registrations',
  membership: 'membership',
  donation: 'treasurer',
  sponsorship: 'sponsors',
};

interface AdminNavigation {
  /** The party the organiser chose to open, until the tab it lives in has taken it. */
  opening: SearchResult | null;
  open: (result: SearchResult) => void;
  /** The tab showing `result` has opened it: a later visit to that tab starts as usual. */
  opened: (result: SearchResult) => void;
}

const NavigationContext = React.createContext<AdminNavigation>({
  opening: null,
  open: () => undefined,
  opened: () => undefined,
});

export const AdminNavigationProvider = NavigationContext.Provider;

/**
 * The party to open in this tab, if the organiser just chose one of `kind`. The tab copies it into
 * its own state as it renders (the event chosen, the dialog open), and it is then let go, so the
 * tab opens it once.
 */
export function useOpening(kind: SearchResult['kind']): SearchResult | null {
  const { opening, opened } = React.useContext(NavigationContext);
  const mine = opening?.kind === kind ? opening : null;
  React.useEffect(() => {
    if (mine) opened(mine);
  }, [mine, opened]);
  return mine;
}
