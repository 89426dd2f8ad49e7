import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { emptyShiftRow, festivalDates, type EventFormValues, type ShiftRow } from './form-values';
import { MAX_SHIFT_NEEDED } from './schemas';
import { RowsField } from './RowsField';

/**
 * The event's volunteer shifts: a role, its day (a festival's saved days), its times and how many
 * hands it needs. Anyone signs up from the event page; a shift with volunteers stays.
 */
export function ShiftsField() {
  const { t } = useLingui();
  const { values } = useFormikContext<EventFormValues>();
  const dates = festivalDates(values.date, values.endDate);
  // Only days already saved have an id a shift can name.
  const dayOptions = dates
    .map((date, index) => ({ date, row: values.days[index] }))
    .filter(({ row }) => row?.id !== undefined)
    .map(({ date, row }) => ({ value: String(row.id), label: row.title ? `${row.title} · ${formatDayOfFestival(date)}` : formatDayOfFestival(date) }));
  const festival = dates.length > 0;
  const columns = [
    ...(festival ? [{ key: 'dayId', label: t`Day`, type: 'select' as const, options: dayOptions }] : []),
    { key: 'role', label: t`Role`, placeholder: t`Bhog kitchen` },
    { key: 'startTime', label: t`Starts (HH:MM)`, placeholder: '08:00' },
    { key: 'endTime', label: t`Ends (HH:MM)`, placeholder: '11:00' },
    { key: 'needed', label: t`How many needed`, type: 'number' as const, min: 1, max: MAX_SHIFT_NEEDED },
    { key: 'description', label: t`Description`, optional: true },
  ];
  return (
    <RowsField<ShiftRow>
      name="shifts"
      legend={t`Volunteer shifts`}
      description={
        festival && dayOptions.length < dates.length
          ? t`Save the festival's days first; then each shift names its day.`
          : t`Anyone signs up for these from the event page; the roster shows who comes.`
      }
      itemLabel={t`Shift`}
      itemName={t`shift`}
      emptyText={t`No shifts yet. Add the bhog kitchen, serving or clean-up.`}
      emptyRow={{ ...emptyShiftRow, dayId: dayOptions[0]?.value ?? '' }}
      gridClassName="grid gap-3 sm:grid-cols-2"
      columns={columns}
      rowNote={(row) => {
        const taken = formatNumber(row.taken);
        return row.id !== undefined && row.taken > 0 ? t`${taken} volunteers signed up.` : null;
      }}
      removable={(row) =>
        row.taken > 0 ? { allowed: false, reason: t`A shift with volunteers cannot be removed.` } : { allowed: true }
      }
    />
  );
}
