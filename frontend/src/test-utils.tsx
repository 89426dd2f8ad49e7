import * as React from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { resetToasts } from '@/components/ui/use-toast';
import type { InitialData } from '@/lib/initial-data';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the in-memory router starts at. */
  route?: string;
  /** A route pattern (e.g. '/events/:id') to mount the element under, for pages reading params. */
  path?: string;
  /** The page's first data, as the server writes it into the page; none by default. */
  initialData?: InitialData;
}

let currentLocation = '';

/** Records the router's location so tests can assert navigations. */
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/** The in-memory router's current path and query, as last rendered. */
export function currentPath(): string {
  return currentLocation;
}

/**
 * SWR's own visibility check reads `document`, which Jest's environment takes away when a test file
 * ends. A read with retries (the door's list) whose failed answer lands after that would ask it, and
 * the whole run would crash; with no document, the page is simply not visible, and nothing retries.
 */
function isVisible(): boolean {
  return typeof document !== 'undefined' && document.visibilityState !== 'hidden';
}

/** Renders with the app's providers, an in-memory router and a fresh SWR cache. */
export function renderWithProviders(ui: React.ReactElement, { route = '/', path, initialData, ...options }: Options = {}) {
  resetToasts();
  currentLocation = route;
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        {/* The providers give each render a cache of its own, holding only `initialData`. */}
        <AppProviders initialData={initialData} swr={{ dedupingInterval: 0, isVisible }}>
          <LocationProbe />
          {path ? (
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          ) : (
            children
          )}
        </AppProviders>
      </MemoryRouter>
    ),
  });
}

export * from '@testing-library/react';
