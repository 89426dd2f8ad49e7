import * as React from 'react';
import { ClipboardList } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import type { Event } from '@/lib/api-types';
import { RosterDialog } from './RosterDialog';

/** "Roster" on an event's card: opens the volunteer roster of its shifts. */
export function RosterButton({ event, className }: { event: Event; className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const title = event.title;
  return (
    <>
      <Button variant="outline" size="sm" className={className} onClick={() => setOpen(true)} aria-label={t`Roster of ${title}`}>
        <ClipboardList aria-hidden="true" />
        <Trans>Roster</Trans>
      </Button>
      <RosterDialog event={event} open={open} onOpenChange={setOpen} />
    </>
  );
}
