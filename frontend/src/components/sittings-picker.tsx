import '@/components/festival/messages';
import * as React from 'react';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import type { EventDay, Sitting } from '@/lib/api-types';
import { formatClock, formatDayOfFestival } from '@/lib/dates';
import { formatNumber, pluralForm } from '@/lib/i18n';
import { useWritten } from '@/lib/written';

/** A saved sitting: the event's answer always gives its id. */
type SavedSitting = Sitting & { id: number };

interface SittingGroup {
  key: string;
  /** "Pushpanjali", or "Pushpanjali, Ashtami (Thursday, October 16)" at a festival. */
  label: string;
  sittings: SavedSitting[];
}

/** The sittings the party may book, by day and title, in the order of the day and the time. */
function groupSittings(
  sittings: readonly Sitting[],
  days: readonly EventDay[],
  dayIds: readonly number[],
  written: (english: string, bengali?: string | null) => string,
): SittingGroup[] {
  const coming = new Set(dayIds);
  const dayOf = new Map(days.flatMap((day) => (day.id === undefined ? [] : [[day.id, day] as const])));
  const groups = new Map<string, SittingGroup>();
  const ordered = sittings
    .filter((sitting): sitting is SavedSitting => sitting.id !== undefined)
    .filter((sitting) => sitting.dayId == null || coming.has(sitting.dayId))
    .sort((a, b) => {
      const dayA = a.dayId == null ? '' : (dayOf.get(a.dayId)?.date ?? '');
      const dayB = b.dayId == null ? '' : (dayOf.get(b.dayId)?.date ?? '');
      return dayA.localeCompare(dayB) || a.startTime.localeCompare(b.startTime);
    });
  for (const sitting of ordered) {
    const key = `${sitting.dayId ?? ''}:${sitting.title.trim().toLowerCase()}`;
    let group = groups.get(key);
    if (!group) {
      const title = written(sitting.title, sitting.titleBn);
      const day = sitting.dayId == null ? undefined : dayOf.get(sitting.dayId);
      const dayName = day ? written(day.title ?? '', day.titleBn) : '';
      const when = day ? (dayName ? `${dayName} (${formatDayOfFestival(day.date)})` : formatDayOfFestival(day.date)) : '';
      group = { key, label: when ? `${title}, ${when}` : title, sittings: [] };
      groups.set(key, group);
    }
    group.sittings.push(sitting);
  }
  return [...groups.values()];
}

/**
 * A confirmed party's timed sittings (pushpanjali at 9:00, 9:40 or 10:20): one choice per title
 * and day, for its whole party; a sitting without room for the party is shown, disabled. Saving
 * books exactly the chosen ones (`onSave` sends them); the server's refusal is said in place.
 */
export function SittingsPicker({
  sittings,
  days,
  dayIds,
  guestCount,
  bookedIds,
  onSave,
}: {
  sittings: readonly Sitting[];
  days: readonly EventDay[];
  dayIds: readonly number[];
  guestCount: number;
  bookedIds: readonly number[];
  onSave: (sittingIds: number[]) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const written = useWritten();
  const baseId = React.useId();
  const groups = groupSittings(sittings, days, dayIds, written);
  // What the party holds: as it came, then as last saved here.
  const [saved, setSaved] = React.useState<readonly number[]>(bookedIds);
  const booked = new Set(saved);
  const held = (ids: Set<number>) =>
    Object.fromEntries(groups.map((group) => [group.key, group.sittings.find((s) => ids.has(s.id))?.id ?? null]));
  const [chosen, setChosen] = React.useState<Record<string, number | null>>(() => held(booked));
  const [saving, setSaving] = React.useState(false);
  const [said, setSaid] = React.useState<{ error: boolean; text: string } | null>(null);

  if (groups.length === 0) return null;
  const party = formatNumber(guestCount);

  async function save() {
    setSaving(true);
    setSaid(null);
    try {
      const ids = Object.values(chosen).filter((id): id is number => id !== null);
      await onSave(ids);
      setSaved(ids);
      setSaid({ error: false, text: t`Your sittings are saved.` });
    } catch (error) {
      const text = isApiError(error) && error.body?.message ? error.body.message : t`Something went wrong. Please try again.`;
      setSaid({ error: true, text });
      // Refused, the party keeps what it held: the choice goes back to it.
      setChosen(held(booked));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="grid gap-3 rounded-xl border border-line p-4" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="text-base font-bold">
        <Trans>Book your sittings</Trans>
      </h3>
      <p className="text-sm text-maroon-soft">
        <Trans>Your whole party of {party} sits together. Choose one time for each.</Trans>
      </p>
      {groups.map((group) => (
        <fieldset key={group.key} className="grid gap-2">
          <legend className="mb-1 font-semibold">{group.label}</legend>
          <div className="flex flex-wrap gap-2">
            {group.sittings.map((sitting) => {
              const left = sitting.capacity - (sitting.taken ?? 0);
              // The seats this party holds at its own sitting count as its own.
              const fits = left + (booked.has(sitting.id) ? guestCount : 0) >= guestCount;
              const time = formatClock(sitting.startTime);
              const count = formatNumber(Math.max(left, 0));
              const seats =
                left <= 0
                  ? t`Full`
                  : select(pluralForm(left), { one: `${count} seat left`, other: `${count} seats left` });
              return (
                <label
                  key={sitting.id}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream has-disabled:cursor-not-allowed has-disabled:opacity-60"
                >
                  <input
                    type="radio"
                    name={`${baseId}-${group.key}`}
                    value={sitting.id}
                    checked={chosen[group.key] === sitting.id}
                    disabled={!fits || saving}
                    onChange={() => setChosen({ ...chosen, [group.key]: sitting.id })}
                    className="size-4 accent-sindoor"
                  />
                  <span className="font-semibold">{time}</span>
                  <span className="text-sm text-maroon-soft">{seats}</span>
                </label>
              );
            })}
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-checked:border-sindoor has-checked:bg-cream">
              <input
                type="radio"
                name={`${baseId}-${group.key}`}
                value=""
                checked={chosen[group.key] === null}
                disabled={saving}
                onChange={() => setChosen({ ...chosen, [group.key]: null })}
                className="size-4 accent-sindoor"
              />
              <span>{t`None`}</span>
            </label>
          </div>
        </fieldset>
      ))}
      <Button className="justify-self-start" onClick={() => void save()} disabled={saving}>
        <Trans>Save sittings</Trans>
      </Button>
      <p
        role={said?.error ? 'alert' : 'status'}
        className={said?.error ? 'text-sm font-medium text-sindoor-dark' : 'text-sm font-medium text-leaf'}
      >
        {said?.text}
      </p>
    </section>
  );
}
