import * as React from 'react';
import {
  CalendarDays,
  HandHeart,
  FileSpreadsheet,
  History,
  IdCard,
  Images,
  Landmark,
  ListMusic,
  LogOut,
  Mail,
  MessageCircle,
  Megaphone,
  Settings,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { TooltipProvider } from '@/components/ui/tooltip';
import type { SearchResult, Session } from '@/lib/api-types';
import { formatNumber } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { useContactInbox } from '../inbox/api/inbox';
import { logout, useSession } from './api/session';
import { TwoStepDialog } from '../account/TwoStepDialog';
import { ActivityTab } from '../activity/ActivityTab';
import { AnnouncementsTab } from '../announcements/AnnouncementsTab';
import { PeopleTab } from '../people/PeopleTab';
import { EventsTab } from '../events/EventsTab';
import { GalleryTab } from '../gallery/GalleryTab';
import { ImportsTab } from '../imports/ImportsTab';
import { MembershipTab } from '../membership/MembershipTab';
import { MessagesTab } from '../inbox/MessagesTab';
import { ProgrammeTab } from '../programme/ProgrammeTab';
import { SponsorsTab } from '../sponsors/SponsorsTab';
import { RegistrationsTab } from '../registrations/RegistrationsTab';
import { SettingsTab } from '../settings/SettingsTab';
import { TreasurerTab } from '../treasury/TreasurerTab';
import { NudgesTab } from '../nudges/NudgesTab';
import { PartySearch } from '../search/PartySearch';
import { AdminNavigationProvider, TAB_OF, type AdminTab } from './navigation';
import { Spinner } from './states';

type Role = Session['roles'][number];

/** Each tab, and the roles that reach it besides administrators (docs/roles.md). */
const tabs: { value: AdminTab; label: MessageDescriptor; icon: LucideIcon; Content: () => React.ReactNode; roles: Role[] }[] = [
  { value: 'events', label: msg`Events`, icon: CalendarDays, Content: EventsTab, roles: ['organiser'] },
  { value: 'registrations', label: msg`Registrations`, icon: Users, Content: RegistrationsTab, roles: ['organiser', 'treasurer', 'door'] },
  { value: 'programme', label: msg`Programme`, icon: ListMusic, Content: ProgrammeTab, roles: ['organiser'] },
  { value: 'sponsors', label: msg`Sponsors`, icon: HandHeart, Content: SponsorsTab, roles: ['organiser', 'treasurer'] },
  { value: 'gallery', label: msg`Gallery`, icon: Images, Content: GalleryTab, roles: ['organiser'] },
  { value: 'messages', label: msg`Messages`, icon: Mail, Content: MessagesTab, roles: ['organiser'] },
  { value: 'announcements', label: msg`Announcements`, icon: Megaphone, Content: AnnouncementsTab, roles: ['organiser'] },
  { value: 'membership', label: msg`Membership`, icon: IdCard, Content: MembershipTab, roles: ['treasurer'] },
  { value: 'treasurer', label: msg`Treasurer`, icon: Landmark, Content: TreasurerTab, roles: ['treasurer'] },
  { value: 'nudges', label: msg`WhatsApp`, icon: MessageCircle, Content: NudgesTab, roles: ['organiser', 'treasurer'] },
  { value: 'imports', label: msg`Import`, icon: FileSpreadsheet, Content: ImportsTab, roles: ['treasurer'] },
  { value: 'activity', label: msg`Activity`, icon: History, Content: ActivityTab, roles: ['organiser'] },
  { value: 'settings', label: msg`Settings`, icon: Settings, Content: SettingsTab, roles: [] },
  { value: 'people', label: msg`People`, icon: UserCog, Content: PeopleTab, roles: [] },
];

/** The tabs an account's roles reach: every tab for an administrator. */
function tabsFor(roles: readonly Role[]) {
  if (roles.includes('administrator')) return tabs;
  return tabs.filter((tab) => tab.roles.some((role) => roles.includes(role)));
}

/** Searching across events is for organisers and treasurers (docs/roles.md). */
function searches(roles: readonly Role[]): boolean {
  return roles.some((role) => role === 'administrator' || role === 'organiser' || role === 'treasurer');
}

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
  const { session } = useSession();
  const roles = session?.roles ?? [];
  const { settings } = useSettings();
  // A role the settings require a second step for reaches only its set-up until it has one.
  const mustSetUp = session?.twoFactor === false && roles.some((role) => settings.requireTwoFactorFor?.includes(role));
  const shown = mustSetUp ? [] : tabsFor(roles);
  const [chosen, setTab] = React.useState<AdminTab | null>(null);
  // The first tab the roles reach, until the organiser chooses another.
  const tab = chosen && shown.some(({ value }) => value === chosen) ? chosen : (shown[0]?.value ?? 'events');
  const [opening, setOpening] = React.useState<SearchResult | null>(null);
  const navigation = React.useMemo(
    () => ({
      opening,
      open: (result: SearchResult) => {
        setOpening(result);
        setTab(TAB_OF[result.kind]);
      },
      opened: (result: SearchResult) => setOpening((current) => (current === result ? null : current)),
    }),
    [opening],
  );

  return (
    <TooltipProvider>
      <AdminNavigationProvider value={navigation}>
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
            <div className="flex flex-wrap gap-2">
              <TwoStepDialog />
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
          </div>
          {mustSetUp && (
            <p role="status" className="mb-6 rounded-lg bg-marigold-light p-4">
              <Trans>Your role asks for two-step sign-in. Set it up with the Two-step sign-in button above to go on.</Trans>
            </p>
          )}
          {searches(roles) && !mustSetUp && (
            <PartySearch
              label={t`Find a family across events`}
              chooseHint={t`Open`}
              onChoose={navigation.open}
              className="mb-6 max-w-xl"
            />
          )}
          {mustSetUp ? null : shown.length === 0 ? (
            <p role="status" className="rounded-lg bg-marigold-light p-4">
              <Trans>Your account has no role yet. Ask an administrator to give you one.</Trans>
            </p>
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as AdminTab)}>
              {/* On a phone the tabs wrap into rows, each row filled, each label whole. */}
              <TabsList aria-label={t`Admin sections`} className="flex w-full sm:inline-flex sm:w-auto">
                {shown.map(({ value, label, icon: Icon }) => (
                  <TabsTrigger key={value} value={value} className="max-sm:grow max-sm:px-3">
                    <Icon className="size-5" aria-hidden="true" />
                    {t(label)}
                    {value === 'messages' && <UnhandledCount />}
                  </TabsTrigger>
                ))}
              </TabsList>
              {shown.map(({ value, Content }) => (
                <TabsContent key={value} value={value}>
                  <Content />
                </TabsContent>
              ))}
            </Tabs>
          )}
        </div>
      </AdminNavigationProvider>
    </TooltipProvider>
  );
}
