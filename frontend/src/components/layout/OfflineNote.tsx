import * as React from 'react';
import { useLocation } from 'react-router-dom';
import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { keepForOffline } from '@/lib/offline';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network, kept current by its online and offline events. */
function useOnline(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says so when the phone has no network: the page shown is the copy kept from the last visit.
 * Online, each page visited is handed to the service worker to keep for such a time.
 */
export function OfflineNote() {
  const online = useOnline();
  const { pathname, search } = useLocation();
  React.useEffect(() => {
    if (online) keepForOffline();
  }, [online, pathname, search]);
  if (online) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-maroon px-4 py-2 text-center font-semibold text-white">
      <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      <Trans>You are offline. This is the page as it was at your last visit.</Trans>
    </p>
  );
}
