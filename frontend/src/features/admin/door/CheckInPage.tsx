import * as React from 'react';
import { useParams } from 'react-router-dom';
import { SWRConfig, useSWRConfig } from 'swr';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DoorParty } from '@/lib/api-types';
import { usePageTitle } from '@/lib/page-title';
import './messages';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/lib/i18n';
import { adminKeys } from '../shell/api/keys';
import { AdminGate } from '../shell/AdminGate';
import { CheckInQueueProvider } from './CheckInQueue';
import { CheckInScreen } from './CheckInScreen';
import { openingListKey, useDayParam } from './day';
import { openDoorList } from './door-list';
import { useDoorEvent } from './door-pass';
import { DoorTabs } from './DoorTabs';
import { adminSwrConfig } from '../shell/swr-config';
import { isUnauthorized } from '../shell/unauthorized';

/** /admin/check-in/:eventId: the door's screen, for signed-in organisers only. */
export default function CheckInPage() {
  const { t } = useLingui();
  usePageTitle(t`Admin`);
  return (
    <SWRConfig value={adminSwrConfig}>
      <CheckInForEvent />
    </SWRConfig>
  );
}

/**
 * A session that runs out at the door brings the sign-in form here, at this address, instead of
 * the dashboard's redirect to /api/login (which lands on /admin and would lose the party being
 * checked in); signing in again brings the screen back, and the taps not yet saved with it.
 */
function CheckInForEvent() {
  const { eventId = '' } = useParams();
  const { mutate, cache } = useSWRConfig();
  // The list is asked for beside the session, which the gate waits for, and the phone's copy of
  // it is read meanwhile: the event (the page carries it) says which list the screen opens with.
  const { event } = useDoorEvent(eventId);
  const openingKey = openingListKey(eventId, event, useDayParam());
  // A page loaded at this address opened its list as it started (./opening), into the first data;
  // come here from elsewhere in the admin, the screen opens it now.
  React.useEffect(() => {
    if (!openingKey || cache.get(openingKey)?.data !== undefined) return;
    void openDoorList(openingKey).copy.then((copy) => {
      if (copy) void mutate(openingKey, (shown?: DoorParty[]) => shown ?? copy.parties, { revalidate: false });
    });
  }, [openingKey, cache, mutate]);
  const signedOut = React.useCallback(() => {
    toast({
      title: i18n._(msg`Unauthorized`),
      description: i18n._(msg`You are logged out. Sign in again to carry on.`),
      variant: 'destructive',
    });
    void mutate(adminKeys.session);
  }, [mutate]);
  const onError = React.useCallback(
    (error: unknown) => {
      if (isUnauthorized(error)) signedOut();
    },
    [signedOut],
  );

  return (
    <SWRConfig value={{ onError }}>
      <CheckInQueueProvider eventId={eventId} onSignedOut={signedOut}>
        <AdminGate>
          {() => (
            <DoorTabs eventId={eventId}>
              <CheckInScreen eventId={eventId} />
            </DoorTabs>
          )}
        </AdminGate>
      </CheckInQueueProvider>
    </SWRConfig>
  );
}
