import * as React from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { fetcher } from '@/lib/api';
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
  swr,
}: {
  children: React.ReactNode;
  /** Extra SWR options; tests pass a fresh cache provider. */
  swr?: SWRConfiguration;
}) {
  return (
    <SWRConfig value={{ ...swrConfig, ...swr }}>
      <ToastProvider>
        {children}
        <Toaster />
      </ToastProvider>
    </SWRConfig>
  );
}
