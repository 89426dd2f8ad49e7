import * as React from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { I18nProvider, useLingui } from '@lingui/react';
import { i18n } from '@/lib/i18n';
import { fetcher } from '@/lib/api';
import { initialCache, type InitialData } from '@/lib/initial-data';
import { ToasterSlot } from '@/components/ui/toaster-slot';

/**
 * Data freshness (docs/screens.md): data never goes stale on its own; nothing refetches on focus,
 * reconnect or a timer; failed requests are not retried. Mutations revalidate what they change.
 */
const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
};

/**
 * Renders the app afresh when the language changes, so that every text (including those a
 * component computed once, such as a form's validation messages) is in the new language. The
 * data cache sits above it and survives.
 */
function LanguageBoundary({ children }: { children: React.ReactNode }) {
  const { i18n: current } = useLingui();
  return <React.Fragment key={current.locale}>{children}</React.Fragment>;
}

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
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, provider: () => initialCache(initialData), ...swr }}>
        <LanguageBoundary>
          {children}
          <ToasterSlot />
        </LanguageBoundary>
      </SWRConfig>
    </I18nProvider>
  );
}
