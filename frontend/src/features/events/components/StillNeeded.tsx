import '@/features/events/messages';
import { CookingPot, HandHeart } from 'lucide-react';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@/lib/api-types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/i18n';
import { takesRegistrations } from '@/lib/seats';

type Slot = NonNullable<Event['slots']>[number];

const slotKinds = [
  { kind: 'bring', heading: msg`Dishes still needed`, icon: CookingPot },
  { kind: 'volunteer', heading: msg`Helpers still needed`, icon: HandHeart },
] as const;

/** Places on a slot that no party has taken yet. */
export function placesLeft(slot: Pick<Slot, 'needed' | 'taken'>): number {
  return Math.max(slot.needed - slot.taken, 0);
}

/** "1 of 2 still needed", in the current language. */
export function stillNeededText(slot: Pick<Slot, 'needed' | 'taken'>): string {
  const left = formatNumber(placesLeft(slot));
  const needed = formatNumber(slot.needed);
  return t`${left} of ${needed} still needed`;
}

/**
 * The potluck dishes and helping hands the event still needs, so a family sees where it can
 * help before it registers. Nothing for an event without any.
 */
export function StillNeeded({ event }: { event: Pick<Event, 'slots' | 'registrationOpen' | 'isPast'> }) {
  const { i18n } = useLingui();
  const slots = event.slots ?? [];
  if (slots.length === 0) return null;
  const open = slots.filter((slot) => placesLeft(slot) > 0);
  const canSignUp = takesRegistrations(event);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Lend a Hand</Trans>
        </CardTitle>
        {open.length > 0 && canSignUp && (
          <p className="text-maroon-soft">
            <Trans>Bring a dish or take a job: tick it when you register.</Trans>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {open.length === 0 ? (
          <p>
            <Trans>Every dish and job is covered. Thank you, everyone!</Trans>
          </p>
        ) : (
          slotKinds.map(({ kind, heading, icon: Icon }) => {
            const needed = open.filter((slot) => slot.kind === kind);
            if (needed.length === 0) return null;
            const headingId = `still-needed-${kind}`;
            return (
              <section key={kind} aria-labelledby={headingId} className="grid gap-2">
                <h3 id={headingId} className="flex items-center gap-2 font-semibold">
                  <Icon className="size-5 text-sindoor" aria-hidden="true" />
                  {i18n._(heading)}
                </h3>
                <ul className="grid gap-2">
                  {needed.map((slot) => (
                    <li
                      key={slot.id ?? slot.title}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 rounded-lg bg-cream px-3 py-2"
                    >
                      <span className="font-medium">{slot.title}</span>
                      <span className="text-sm text-maroon-soft">{stillNeededText(slot)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </CardContent>
    </Card>
  );
}
