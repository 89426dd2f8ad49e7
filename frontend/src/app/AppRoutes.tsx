import type * as React from 'react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageShell } from '@/components/layout/PageShell';
import { HomePage } from '@/features/home/components/HomePage';
import { NotFoundPage } from '@/features/not-found/components/NotFoundPage';
import { PageFallback } from './PageFallback';
import { paths } from '@/lib/routes';

// Each area is its own chunk: the home page (the usual landing page) is in the main bundle,
// the others load when visited, and visitors never download the admin.
const EventsPage = lazy(() => import(/* webpackChunkName: "events" */ '@/features/events/components/EventsPage'));
const EventDetailPage = lazy(
  () => import(/* webpackChunkName: "events" */ '@/features/events/components/EventDetailPage'),
);
const GalleryPage = lazy(() => import(/* webpackChunkName: "gallery" */ '@/features/gallery/components/GalleryPage'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ '@/features/contact/components/ContactPage'));
const AdminPage = lazy(() => import(/* webpackChunkName: "admin" */ '@/features/admin/AdminPage'));
const CheckInPage = lazy(() => import(/* webpackChunkName: "admin" */ '@/features/admin/CheckInPage'));

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<PageFallback />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageShell />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.events} element={<Lazy><EventsPage /></Lazy>} />
        <Route path={paths.eventDetail} element={<Lazy><EventDetailPage /></Lazy>} />
        <Route path={paths.gallery} element={<Lazy><GalleryPage /></Lazy>} />
        <Route path={paths.contact} element={<Lazy><ContactPage /></Lazy>} />
        <Route path={paths.admin} element={<Lazy><AdminPage /></Lazy>} />
        <Route path={paths.checkIn} element={<Lazy><CheckInPage /></Lazy>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
