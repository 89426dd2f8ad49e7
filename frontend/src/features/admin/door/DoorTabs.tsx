import type * as React from 'react';
import { Trans } from '@lingui/react/macro';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { VolunteersTab } from './VolunteersTab';

/** The door's two lists: the guests (the check-in screen) and the volunteers of the event's shifts. */
export function DoorTabs({ eventId, children }: { eventId: string; children: React.ReactNode }) {
  return (
    <Tabs defaultValue="guests" className="mx-auto grid max-w-2xl gap-2">
      <TabsList className="justify-self-start">
        <TabsTrigger value="guests">
          <Trans>Guests</Trans>
        </TabsTrigger>
        <TabsTrigger value="volunteers">
          <Trans>Volunteers</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="guests" className="mt-2">
        {children}
      </TabsContent>
      <TabsContent value="volunteers" className="mt-2">
        <VolunteersTab eventId={eventId} />
      </TabsContent>
    </Tabs>
  );
}
