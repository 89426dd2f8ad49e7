import * as React from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '@/lib/api';
import { initialCache, type InitialData } from '@/lib/initial-data';
import { ToastProvider, Toaster } from '@/components/ui/toast';

/**
 * The spec's data freshness: data never goes stale on its own; nothing refetches on focus,
 * reconnect or a timer; failed requests are not retried. Mutations revalidate what they change.
 */
export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

export function AppProviders({
  children,
  initialData,
  swr,
}: {
  children: React.ReactNode;
  /** The page's first data from the server: SWR starts with it cached (see lib/initial-data). */
  initialData?: InitialData;
  /** Extra SWR options; tests pass a fresh cache provider. */
  swr?: SWRConfiguration;
}) {
  return (
    <SWRConfig value={{ ...swrConfig, provider: () => initialCache(initialData), ...swr }}>
      <ToastProvider>
        {children}
        <Toaster />
      </ToastProvider>
    </SWRConfig>
  );
}
