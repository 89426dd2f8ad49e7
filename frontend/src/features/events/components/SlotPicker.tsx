import * as React from 'react';
import { useField } from 'formik';
import type { Event } from '@/lib/api-types';
import { placesLeft, stillNeededText } from './StillNeeded';

type Slot = NonNullable<Event['slots']>[number];

const GROUPS = [
  { kind: 'bring', heading: 'Bring a dish' },
  { kind: 'volunteer', heading: 'Lend a hand' },
] as const;

/**
 * The event's potluck dishes and jobs as checkboxes bound to the form's `slotIds`. A slot already
 * covered cannot be ticked, unless this party holds it (`held`, when updating), which it may
 * keep or give up.
 */
export function SlotPicker({ slots, held }: { slots: Slot[]; held: readonly number[] }) {
  const [field, meta, helpers] = useField<number[]>('slotIds');
  const baseId = React.useId();
  const chosen = new Set(field.value);
  const heldSet = new Set(held);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const withIds = slots.filter((slot): slot is Slot & { id: number } => slot.id !== undefined);

  // A slot chosen here that others covered meanwhile (the server said so, and the event was read
  // again) can no longer be taken: it is unticked, and the server's message says why.
  const lost = withIds
    .filter((slot) => chosen.has(slot.id) && !heldSet.has(slot.id) && placesLeft(slot) === 0)
    .map((slot) => slot.id);
  const lostKey = lost.join(',');
  React.useEffect(() => {
    if (lostKey === '') return;
    const gone = new Set(lostKey.split(',').map(Number));
    void helpers.setValue(field.value.filter((id) => !gone.has(id)), false);
  }, [lostKey]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per newly covered slot

  function toggle(slotId: number, checked: boolean) {
    const next = checked ? [...field.value, slotId] : field.value.filter((id) => id !== slotId);
    void helpers.setValue(next);
  }

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className="mb-1 text-base font-bold">Can you help?</legend>
      <p className="-mt-2 text-sm text-maroon-soft">Tick anything your family can bring or do.</p>
      {GROUPS.map(({ kind, heading }) => {
        const group = withIds.filter((slot) => slot.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${baseId}-${kind}`;
        return (
          <div key={kind} role="group" aria-labelledby={headingId} className="grid gap-2">
            <p id={headingId} className="text-sm font-semibold uppercase tracking-wide text-maroon-soft">
              {heading}
            </p>
            {group.map((slot) => {
              const isHeld = heldSet.has(slot.id);
              const isChosen = chosen.has(slot.id);
              // The server's count includes this party's own claim; without it, what others left.
              const open = isHeld ? { needed: slot.needed, taken: slot.taken - 1 } : slot;
              const covered = placesLeft(open) === 0;
              const status =
                isHeld && isChosen ? "You're signed up for this" : covered ? 'Covered, thank you!' : stillNeededText(open);
              const titleId = `${baseId}-slot-${slot.id}`;
              return (
                <label
                  key={slot.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream has-disabled:cursor-not-allowed has-disabled:bg-cream-dark/50"
                >
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-sindoor"
                    checked={isChosen}
                    disabled={covered && !isHeld}
                    onChange={(event) => toggle(slot.id, event.target.checked)}
                    aria-labelledby={titleId}
                    aria-describedby={`${titleId}-status`}
                  />
                  <span className="grid">
                    <span id={titleId} className="font-medium">
                      {slot.title}
                    </span>
                    <span id={`${titleId}-status`} className="text-sm text-maroon-soft">
                      {status}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        );
      })}
      {error && (
        <p id={`${baseId}-error`} className="text-sm font-medium text-sindoor-dark" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
