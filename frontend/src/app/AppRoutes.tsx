import type * as React from 'react';
import { lazy, Suspense, useState } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { PageShell } from '@/components/layout/PageShell';
import { HomePage } from '@/features/home/components/HomePage';
import { NotFoundPage } from '@/features/not-found/components/NotFoundPage';
import { PageFallback } from './PageFallback';
import { paths } from '@/lib/routes';

type PageModule = { default: React.ComponentType };

/**
 * A page in a chunk of its own. `preload()` fetches the chunk ahead of time; a page whose chunk
 * is already loaded renders at once, without the Suspense fallback (which would flash a
 * skeleton before the content that the server's first data makes ready to show).
 */
function lazyPage(load: () => Promise<PageModule>) {
  let loaded: React.ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const LazyPage = lazy(preload);

  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page on a later
    // render would mount the page afresh and lose its state.
    const [Component] = useState<React.ComponentType>(() => loaded ?? LazyPage);
    return (
      <Suspense fallback={<PageFallback />}>
        <Component />
      </Suspense>
    );
  }
  return { Page, preload };
}

// Each area is its own chunk: the home page (the usual landing page) is in the main bundle,
// the others load when visited, and visitors never download the admin.
const events = lazyPage(() => import(/* webpackChunkName: "events" */ '@/features/events/components/EventsPage'));
const eventDetail = lazyPage(
  () => import(/* webpackChunkName: "events" */ '@/features/events/components/EventDetailPage'),
);
const eventProgramme = lazyPage(
  () => import(/* webpackChunkName: "programme" */ '@/features/events/components/programme/ProgrammePage'),
);
const programmeEntry = lazyPage(
  () => import(/* webpackChunkName: "programme" */ '@/features/events/components/programme/ManageActPage'),
);
const shiftPlace = lazyPage(
  () => import(/* webpackChunkName: "events" */ '@/features/events/components/shifts/ShiftPlacePage'),
);
const sponsor = lazyPage(
  () => import(/* webpackChunkName: "events" */ '@/features/events/components/sponsors/SponsorPage'),
);
const souvenirPiece = lazyPage(
  () => import(/* webpackChunkName: "events" */ '@/features/events/components/sponsors/PiecePage'),
);
const gallery = lazyPage(() => import(/* webpackChunkName: "gallery" */ '@/features/gallery/components/GalleryPage'));
const contact = lazyPage(() => import(/* webpackChunkName: "contact" */ '@/features/contact/components/ContactPage'));
const donate = lazyPage(() => import(/* webpackChunkName: "donate" */ '@/features/donate/components/DonatePage'));
const family = lazyPage(() => import(/* webpackChunkName: "family" */ '@/features/family/components/FamilyPage'));
const guestPass = lazyPage(() => import(/* webpackChunkName: "pass" */ '@/features/events/components/pass/PassPage'));
const announcementsConfirm = lazyPage(
  () => import(/* webpackChunkName: "family" */ '@/features/announcements/components/AnnouncementsConfirmPage'),
);
const admin = lazyPage(() => import(/* webpackChunkName: "admin" */ '@/features/admin/shell/AdminPage'));
const checkIn = lazyPage(() => import(/* webpackChunkName: "door" */ '@/features/admin/door/CheckInPage'));
const doorPass = lazyPage(() => import(/* webpackChunkName: "door" */ '@/features/admin/door/DoorPassPage'));
const welcome = lazyPage(() => import(/* webpackChunkName: "admin" */ '@/features/admin/account/WelcomePage'));

const lazyRoutes = [
  { path: paths.events, page: events },
  { path: paths.eventDetail, page: eventDetail },
  { path: paths.eventProgramme, page: eventProgramme },
  { path: paths.programmeEntry, page: programmeEntry },
  { path: paths.shiftPlace, page: shiftPlace },
  { path: paths.sponsor, page: sponsor },
  { path: paths.souvenirPiece, page: souvenirPiece },
  { path: paths.gallery, page: gallery },
  { path: paths.contact, page: contact },
  { path: paths.donate, page: donate },
  { path: paths.family, page: family },
  { path: paths.pass, page: guestPass },
  { path: paths.announcementsConfirm, page: announcementsConfirm },
  { path: paths.admin, page: admin },
  { path: paths.checkIn, page: checkIn },
  { path: paths.doorPass, page: doorPass },
  { path: paths.welcome, page: welcome },
];

/**
 * Loads the code of the page at `pathname` (nothing for the home page, which is in the main
 * bundle), so the first render can show that page rather than a loading skeleton.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = lazyRoutes.find(({ path }) => matchPath(path, pathname));
  if (route) await route.page.preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageShell />}>
        <Route path={paths.home} element={<HomePage />} />
        {lazyRoutes.map(({ path, page: { Page } }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
