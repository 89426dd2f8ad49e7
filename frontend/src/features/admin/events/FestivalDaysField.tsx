import * as React from 'react';
import { useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { formatFullDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n';
import { EventDayRequest, MealRequest } from '@/lib/api-limits';
import { IconButton } from '../shell/IconButton';
import { useBengaliHint } from '../shell/bengali';
import { emptyDayRow, festivalDates, type DayRow, type EventFormValues, type ServerFormStatus } from './form-values';

/**
 * The last day of a festival and, once it is set, one row per date from the first day to the
 * last: the day's title, its own capacity and its meals. Rows are kept by position, so moving the
 * festival's dates keeps Saptami's title, seats and meals on the second day.
 */
export function FestivalDaysField() {
  const { t } = useLingui();
  const { values, setFieldValue, status } = useFormikContext<EventFormValues>();
  const dates = festivalDates(values.date, values.endDate);
  const listError = (status as ServerFormStatus | undefined)?.listErrors?.days;

  // A row for every date (rows past the last date stay in the form, unsent, in case it grows back).
  React.useEffect(() => {
    if (values.days.length < dates.length) {
      void setFieldValue(
        'days',
        [...values.days, ...Array.from({ length: dates.length - values.days.length }, () => emptyDayRow)],
        false,
      );
    }
  }, [dates.length, values.days, setFieldValue]);

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-base font-bold">
        <Trans>Festival days</Trans>
      </legend>
      <TextField
        name="endDate"
        label={t`Last day`}
        type="date"
        optional
        placeholder={t`yyyy-mm-dd`}
        hint={t`For a festival of several days (up to 14 after the first). Each day gets its title, seats and meals.`}
      />
      {dates.length > 0 && (
        <ol className="grid gap-3">
          {dates.map((date, index) => (
            <li key={date} className="grid gap-3 rounded-xl border border-line p-4">
              <DayRowFields index={index} date={date} row={values.days[index] ?? emptyDayRow} />
            </li>
          ))}
        </ol>
      )}
      {listError && (
        <p className="text-sm font-medium text-sindoor-dark" role="alert">
          {listError}
        </p>
      )}
    </fieldset>
  );
}

function DayRowFields({ index, date, row }: { index: number; date: string; row: DayRow }) {
  const { t } = useLingui();
  const { setFieldValue } = useFormikContext<EventFormValues>();
  const when = formatFullDate(date);
  const newMealId = React.useId();
  const bengaliHint = useBengaliHint();

  function setMeals(meals: DayRow['meals']) {
    void setFieldValue(`days.${index}.meals`, meals);
  }

  return (
    <>
      <h3 className="font-semibold">{when}</h3>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <TextField name={`days.${index}.title`} label={t`Title of ${when}`} optional placeholder={t`Saptami`} />
        <TextField
          name={`days.${index}.titleBn`}
          label={t`Bengali title of ${when}`}
          optional
          lang="bn"
          maxLength={EventDayRequest.titleBn.maxLength}
          hint={bengaliHint}
        />
      </div>
      <div className="grid gap-3 sm:max-w-[12rem]">
        <TextField
          name={`days.${index}.capacity`}
          label={t`Capacity of ${when}`}
          optional
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t`No limit`}
        />
      </div>
      <div className="grid gap-2" role="group" aria-label={t`Meals of ${when}`}>
        <p className="text-sm font-semibold">
          <Trans>Meals</Trans>
        </p>
        {row.meals.length === 0 && (
          <p className="text-sm text-maroon-soft">
            <Trans>No meals this day.</Trans>
          </p>
        )}
        {row.meals.map((meal, mealIndex) => {
          const number = formatNumber(mealIndex + 1);
          return (
            <div key={meal.id ?? `${newMealId}-${mealIndex}`} className="flex items-end gap-2">
              <div className="grid min-w-0 flex-1 items-start gap-2 sm:grid-cols-2">
                <TextField
                  name={`days.${index}.meals.${mealIndex}.name`}
                  label={t`Meal ${number} of ${when}`}
                  placeholder={t`Lunch bhog`}
                />
                <TextField
                  name={`days.${index}.meals.${mealIndex}.nameBn`}
                  label={t`Bengali name of meal ${number} of ${when}`}
                  optional
                  lang="bn"
                  maxLength={MealRequest.nameBn.maxLength}
                />
              </div>
              <IconButton
                variant="outline"
                label={t`Remove meal ${number} of ${when}`}
                tooltip={t`Remove`}
                onClick={() => setMeals(row.meals.filter((_, other) => other !== mealIndex))}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            </div>
          );
        })}
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setMeals([...row.meals, { name: '', nameBn: '' }])}
          aria-label={t`Add a meal to ${when}`}
        >
          <Plus aria-hidden="true" />
          <Trans>Add meal</Trans>
        </Button>
      </div>
    </>
  );
}
