import '@/features/events/messages';
import * as React from 'react';
import { useField } from 'formik';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@/lib/api-types';
import { placesLeft, stillNeededText } from './StillNeeded';

type Slot = NonNullable<Event['slots']>[number];

const GROUPS = [
  { kind: 'bring', heading: msg`Bring a dish` },
  { kind: 'volunteer', heading: msg`Lend a hand` },
] as const;

/**
 * The event's potluck dishes and jobs as checkboxes bound to the form's `slotIds`. A slot already
 * covered cannot be ticked, unless this party holds it (`held`, when updating), which it may
 * keep or give up.
 */
export function SlotPicker({ slots, held }: { slots: Slot[]; held: readonly number[] }) {
  const { i18n } = useLingui();
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
    <fieldset
      className="grid gap-3 border-t border-line pt-4"
      aria-describedby={error ? `${baseId}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="float-left mb-1 w-full text-base font-bold">
        <Trans>Can you help?</Trans>
      </legend>
      <p className="text-sm text-maroon-soft">
        <Trans>Tick anything your family can bring or do.</Trans>
      </p>
      {GROUPS.map(({ kind, heading }) => {
        const group = withIds.filter((slot) => slot.kind === kind);
        if (group.length === 0) return null;
        const headingId = `${baseId}-${kind}`;
        return (
          <div key={kind} role="group" aria-labelledby={headingId} className="grid gap-2">
            <p id={headingId} className="text-sm font-semibold uppercase tracking-wide text-maroon-soft">
              {i18n._(heading)}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {group.map((slot) => (
                <SlotOption
                  key={slot.id}
                  slot={slot}
                  held={heldSet.has(slot.id)}
                  chosen={chosen.has(slot.id)}
                  onChange={(checked) => toggle(slot.id, checked)}
                />
              ))}
            </div>
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

function SlotOption({
  slot,
  held,
  chosen,
  onChange,
}: {
  slot: Slot & { id: number };
  held: boolean;
  chosen: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  const titleId = `slot-${React.useId()}`;
  // The server's count includes this party's own claim; without it, what the others left.
  const open = held ? { needed: slot.needed, taken: slot.taken - 1 } : slot;
  const covered = placesLeft(open) === 0;
  const status = held && chosen ? t`You're signed up for this` : covered ? t`Covered, thank you!` : stillNeededText(open);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream has-disabled:cursor-not-allowed has-disabled:bg-cream-dark/50">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-sindoor"
        checked={chosen}
        disabled={covered && !held}
        onChange={(event) => onChange(event.target.checked)}
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
}
