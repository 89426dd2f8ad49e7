import '@/features/events/messages';
import * as React from 'react';
import { useField } from 'formik';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventDay } from '@/lib/api-types';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { useWritten } from '@/lib/written';

/** "12 spots left", "Full"; nothing for a day without a limit. */
function daySpotsText(day: EventDay, t: ReturnType<typeof useLingui>['t']): string | null {
  if (day.spotsLeft === null || day.spotsLeft === undefined) return null;
  if (day.spotsLeft <= 0) return t`Full`;
  const left = formatNumber(day.spotsLeft);
  const spots = pluralForm(day.spotsLeft);
  return select(spots, { one: `${left} spot left`, other: `${left} spots left` });
}

/**
 * A festival's days as checkboxes bound to the form's `dayIds` (all ticked for a new
 * registration): each with its title, date, meals and the seats it has left. A party comes whole on
 * every day it ticks, so when one of them has no room for it, it waits, and the form says so.
 */
export function DayPicker({ days, guests, held }: { days: EventDay[]; guests: number; held: readonly number[] }) {
  const [field, meta, helpers] = useField<number[]>('dayIds');
  const baseId = React.useId();
  const chosen = new Set(field.value);
  const heldSet = new Set(held);
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  // The seats this party already holds on a day count as its own when it updates.
  const tooSmall = days.filter(
    (day) =>
      day.id !== undefined &&
      chosen.has(day.id) &&
      !heldSet.has(day.id) &&
      day.spotsLeft !== null &&
      day.spotsLeft !== undefined &&
      guests > day.spotsLeft,
  );

  function toggle(dayId: number, checked: boolean) {
    void helpers.setValue(checked ? [...field.value, dayId] : field.value.filter((id) => id !== dayId));
  }

  return (
    <fieldset
      className="grid gap-3 border-t border-line pt-4"
      aria-describedby={error ? `${baseId}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="float-left mb-1 w-full text-base font-bold">
        <Trans>Which days are you coming?</Trans>
      </legend>
      <p className="text-sm text-maroon-soft">
        <Trans>Untick the days your party will miss.</Trans>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {days.map((day) =>
          day.id === undefined ? null : (
            <li key={day.id}>
              <DayOption day={day} chosen={chosen.has(day.id)} onChange={(checked) => toggle(day.id!, checked)} />
            </li>
          ),
        )}
      </ul>
      {tooSmall.length > 0 && (
        <p className="text-sm font-medium text-sindoor-dark">
          <Trans>A day you chose has no room for your whole party, so you join the waiting list.</Trans>
        </p>
      )}
      {error && (
        <p id={`${baseId}-error`} className="text-sm font-medium text-sindoor-dark" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function DayOption({ day, chosen, onChange }: { day: EventDay; chosen: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  const titleId = `day-${React.useId()}`;
  const date = formatDayOfFestival(day.date);
  const spots = daySpotsText(day, t);
  const written = useWritten();
  const title = written(day.title ?? '', day.titleBn);
  const meals = (day.meals ?? []).map((meal) => written(meal.name, meal.nameBn)).join(' · ');
  const full = day.spotsLeft !== null && day.spotsLeft !== undefined && day.spotsLeft <= 0;
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-sindoor"
        checked={chosen}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-details`}
      />
      <span className="grid min-w-0">
        <span id={titleId} className="grid">
          <span className="font-semibold wrap-anywhere">{title || date}</span>
          {title && (
            <>
              {' '}
              <span className="text-sm">{date}</span>
            </>
          )}
        </span>
        <span id={`${titleId}-details`} className="text-sm text-maroon-soft">
          {meals && <span className="block wrap-anywhere">{meals}</span>}
          {spots && <span className={full ? 'font-semibold text-sindoor-dark' : 'font-semibold text-leaf'}>{spots}</span>}
        </span>
      </span>
    </label>
  );
}
