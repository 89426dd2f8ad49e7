import { useEffect } from 'react';
import { useSettings } from './settings';
import { useWritten } from './written';

function useTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/**
 * The tab's title for the page on screen, as the server writes it for the page's address
 * (sharing/head.py): "Events · Tracy Bengali Cultural Association". The server's title serves
 * the first load; this keeps it true as the visitor moves within the app or changes the language,
 * so the tab, the history and a screen reader name the page that is shown. `null` while the
 * page's name is not known yet (an event still loading) leaves the title as it is.
 */
export function usePageTitle(page: string | null) {
  const { settings } = useSettings();
  useTitle(page === null ? null : `${page} · ${settings.groupName}`);
}

/** The home page's title: "Tracy Bengali Cultural Association · Celebrating Culture, Together". */
export function useHomeTitle() {
  const { settings } = useSettings();
  const tagline = useWritten()(settings.tagline, settings.taglineBn);
  useTitle(`${settings.groupName} · ${tagline}`);
}
