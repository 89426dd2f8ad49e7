import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { formatDayOfFestival } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { SittingRequest } from '@/lib/api-limits';
import { RowsField } from './RowsField';
import { emptySittingRow, festivalDates, type EventFormValues, type SittingRow } from './form-values';

/**
 * The event's timed sittings (pushpanjali at 09:00, 09:40, 10:20 ...): at a festival each is of a
 * saved day (a day added in this form gets its sittings once it is saved); booked ones keep their
 * day and cannot be removed.
 */
export function SittingsField() {
  const { t } = useLingui();
  const { values } = useFormikContext<EventFormValues>();
  const dates = festivalDates(values.date, values.endDate);
  const festival = dates.length > 0;
  const dayOptions = dates.flatMap((date, index) => {
    const id = values.days[index]?.id;
    if (id === undefined) return [];
    const title = values.days[index]?.title.trim();
    const when = formatDayOfFestival(date);
    return [{ value: String(id), label: title ? `${title} (${when})` : when }];
  });
  const first = dayOptions[0]?.value ?? '';
  return (
    <RowsField<SittingRow>
      name="sittings"
      legend={t`Sittings`}
      description={
        festival
          ? t`Timed sittings of a day, such as Pushpanjali at 09:00, 09:40 and 10:20; a confirmed party books one of each for its whole party. Save new days before giving them sittings.`
          : t`Timed sittings, such as Pushpanjali at 09:00, 09:40 and 10:20; a confirmed party books one of each for its whole party.`
      }
      itemLabel={t`Sitting`}
      itemName={t`sitting`}
      emptyText={t`No sittings.`}
      emptyRow={{ ...emptySittingRow, dayId: festival ? first : '' }}
      gridClassName={
        festival
          ? 'grid gap-3 sm:grid-cols-[1fr_1fr] [&>*:first-child]:sm:col-span-2'
          : 'grid gap-3 sm:grid-cols-[1fr_1fr]'
      }
      columns={[
        ...(festival ? [{ key: 'dayId', label: t`Day`, type: 'select' as const, options: dayOptions }] : []),
        { key: 'title', label: t`Sitting title`, placeholder: t`Pushpanjali` },
        { key: 'titleBn', label: t`Sitting title in Bengali`, optional: true, placeholder: 'পুষ্পাঞ্জলি' },
        { key: 'startTime', label: t`Starts at (HH:MM, 24-hour)`, placeholder: '09:40' },
        {
          key: 'capacity',
          label: t`Seats`,
          type: 'number' as const,
          min: SittingRequest.capacity.minimum,
          max: SittingRequest.capacity.maximum,
        },
      ]}
      rowNote={(row) => {
        const taken = formatNumber(row.taken);
        return row.id !== undefined && row.taken > 0 ? t`${taken} seats booked.` : null;
      }}
      removable={(row) =>
        row.taken > 0 ? { allowed: false, reason: t`A sitting that parties have booked cannot be removed.` } : { allowed: true }
      }
    />
  );
}
