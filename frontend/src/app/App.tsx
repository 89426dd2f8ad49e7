import { BrowserRouter } from 'react-router-dom';
import type { InitialData } from '@/lib/initial-data';
import { AppProviders } from './providers';
import { AppRoutes } from './AppRoutes';

export function App({ initialData }: { initialData?: InitialData }) {
  return (
    <BrowserRouter>
      <AppProviders initialData={initialData}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
