import * as React from 'react';
import { Outlet } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { OfflineNote } from './OfflineNote';

/**
 * A part of the page that a drawn page's hydration takes over on its own (a Suspense boundary):
 * React takes the navigation bar, the page and the footer over one after the other, each in its
 * own short tasks, rather than all of them in one that a slow phone cannot interrupt. Nothing in
 * them waits for anything (a page's own code has its own boundary), so the fallback never shows.
 */
function Part({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/** The shared layout: navigation bar, the page over the alpana pattern, footer. */
export function PageShell({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Part>
        <Navbar />
      </Part>
      <OfflineNote />
      <div className="alpana-bg flex-1">
        {/* Organisers' texts can hold long unbroken words (URLs, names); they wrap rather than widen the page. */}
        {/*
          At least a screen tall, so the footer starts below the fold and a page whose content
          grows as it loads never pushes it about in view. `svh`, unlike `dvh`, stays put while a
          phone's address bar slides away.
        */}
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-svh w-full max-w-6xl px-4 py-8 wrap-anywhere outline-none sm:py-10"
        >
          <Part>{children ?? <Outlet />}</Part>
        </main>
      </div>
      <Part>
        <Footer />
      </Part>
    </div>
  );
}

/** The centred heading and intro at the top of each page. */
export function PageHeader({ title, intro, children }: { title: string; intro?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="mx-auto mb-8 max-w-3xl text-center">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-maroon-soft">{intro}</p>}
      {children}
    </div>
  );
}
