import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageShell } from '@/components/layout/PageShell';
import { HomePage } from '@/features/home/components/HomePage';
import { NotFoundPage } from '@/features/not-found/components/NotFoundPage';
import { PageFallback } from './PageFallback';
import { paths } from './routes';

// Each area is its own chunk: the home page (the usual landing page) is in the main bundle,
// and visitors never download the admin.
const AdminPage = lazy(() => import(/* webpackChunkName: "admin" */ '@/features/admin/AdminPage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageShell><PageFallback /></PageShell>}>
      <Routes>
        <Route element={<PageShell />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route
            path={paths.admin}
            element={
              <Suspense fallback={<PageFallback />}>
                <AdminPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
