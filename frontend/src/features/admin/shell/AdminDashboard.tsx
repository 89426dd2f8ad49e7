import * as React from 'react';
import { CalendarDays, History, IdCard, Images, Landmark, ListMusic, LogOut, Mail, Settings, Users } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import { formatNumber } from '@/lib/i18n';
import { useContactInbox } from '../inbox/api/inbox';
import { logout } from './api/session';
import { ActivityTab } from '../activity/ActivityTab';
import { EventsTab } from '../events/EventsTab';
import { GalleryTab } from '../gallery/GalleryTab';
import { MembershipTab } from '../membership/MembershipTab';
import { MessagesTab } from '../inbox/MessagesTab';
import { ProgrammeTab } from '../programme/ProgrammeTab';
import { RegistrationsTab } from '../registrations/RegistrationsTab';
import { SettingsTab } from '../settings/SettingsTab';
import { TreasurerTab } from '../treasury/TreasurerTab';
import { Spinner } from './states';

const tabs = [
  { value: 'events', label: msg`Events`, icon: CalendarDays, Content: EventsTab },
  { value: 'registrations', label: msg`Registrations`, icon: Users, Content: RegistrationsTab },
  { value: 'programme', label: msg`Programme`, icon: ListMusic, Content: ProgrammeTab },
  { value: 'gallery', label: msg`Gallery`, icon: Images, Content: GalleryTab },
  { value: 'messages', label: msg`Messages`, icon: Mail, Content: MessagesTab },
  { value: 'membership', label: msg`Membership`, icon: IdCard, Content: MembershipTab },
  { value: 'treasurer', label: msg`Treasurer`, icon: Landmark, Content: TreasurerTab },
  { value: 'activity', label: msg`Activity`, icon: History, Content: ActivityTab },
  { value: 'settings', label: msg`Settings`, icon: Settings, Content: SettingsTab },
] as const;

/** How many contact messages wait for an answer, on the Messages tab itself. */
function UnhandledCount() {
  const { inbox } = useContactInbox();
  if (!inbox || inbox.unhandled === 0) return null;
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-sindoor px-1.5 text-sm font-bold text-white">
      {formatNumber(inbox.unhandled)}
      <span className="sr-only">
        {' '}
        <Trans>not handled</Trans>
      </span>
    </span>
  );
}

/**
 * Only the admin uses tooltips (on its icon-only buttons), so their provider lives here and the
 * tooltip library loads with the admin chunk instead of on every public page.
 */
export function AdminDashboard({ username }: { username: string | null }) {
  // Not a request's busy flag: it stays set after the logout call, while the browser leaves
  // through /api/logout, so the button does not come back meanwhile.
  const [leaving, setLeaving] = React.useState(false);
  const { t } = useLingui();

  return (
    <TooltipProvider>
      {/* Words wrap whole (the page's wrap-anywhere would let a narrow column cut them); only a
          word longer than its line breaks, and emails and references say where they may. */}
      <div className="wrap-break-word">
        <div className="mb-6 flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight">
              <Trans>Admin Dashboard</Trans>
            </h1>
            {username && (
              <p className="mt-1 text-maroon-soft">
                <Trans>Signed in as {username}</Trans>
              </p>
            )}
          </div>
          <Button
            variant="outline"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {leaving ? <Spinner /> : <LogOut aria-hidden="true" />}
            <Trans>Logout</Trans>
          </Button>
        </div>
        <Tabs defaultValue="events">
          {/* On a phone the tabs wrap into rows, each row filled, each label whole. */}
          <TabsList aria-label={t`Admin sections`} className="flex w-full sm:inline-flex sm:w-auto">
            {tabs.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="max-sm:grow max-sm:px-3">
                <Icon className="size-5" aria-hidden="true" />
                {t(label)}
                {value === 'messages' && <UnhandledCount />}
              </TabsTrigger>
            ))}
          </TabsList>
          {tabs.map(({ value, Content }) => (
            <TabsContent key={value} value={value}>
              <Content />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </TooltipProvider>
  );
}
