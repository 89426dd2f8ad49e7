import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes, preloadRoute } from '@/app/AppRoutes';
import { activateLocale, type Locale } from '@/lib/i18n';
import type { InitialData } from '@/lib/initial-data';

export type PageRequest = {
  /** The page's path, as the router matches it ("/events/7"), with its query if any ("?day=3"). */
  path: string;
  language: Locale;
  /** The page's first data, exactly as the server writes it into the page. */
  data: InitialData;
};

/**
 * The markup of a page's first screen, as the browser's first render of the same page with the
 * same first data makes it (src/index.tsx hydrates it): the same providers and routes, with the
 * page's code loaded and its language active before rendering, as the browser waits for both.
 * Renders are synchronous, so one language at a time is active while each renders.
 */
export async function renderPage({ path, language, data }: PageRequest): Promise<string> {
  await Promise.all([preloadRoute(path.split('?')[0]), activateLocale(language)]);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppProviders initialData={data}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
}
