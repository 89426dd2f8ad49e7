import { SWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '@/lib/page-title';
import './messages';
import { AdminDashboard } from './AdminDashboard';
import { AdminGate } from './AdminGate';
import { adminSwrConfig } from './swr-config';

/** /admin: the sign-in form, or the dashboard once the server says an organiser is signed in. */
export default function AdminPage() {
  const { t } = useLingui();
  usePageTitle(t`Admin`);
  return (
    <SWRConfig value={adminSwrConfig}>
      <AdminGate>{(username) => <AdminDashboard username={username} />}</AdminGate>
    </SWRConfig>
  );
}
