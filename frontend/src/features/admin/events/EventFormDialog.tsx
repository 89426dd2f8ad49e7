import * as React from 'react';
import type { FormikHelpers } from 'formik';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { SwitchField } from '@/components/ui/switch-field';
import { isApiError } from '@/lib/api';
import type { Event } from '@/lib/api-types';
import { EventRequest } from '@/lib/api-limits';
import { formatNumber, i18n } from '@/lib/i18n';
import { useEventMutations } from './api/events';
import { eventSchema, MAX_SLOT_NEEDED } from './schemas';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { useBengaliHint } from '../shell/bengali';
import { FormDialog } from '../shell/FormDialog';
import { FeaturedImageField } from './FeaturedImageField';
import { FestivalDaysField } from './FestivalDaysField';
import {
  emptyScheduleRow,
  emptySlotRow,
  emptySponsorRow,
  serverErrorsToForm,
  AD_SIZES,
  emptySponsorshipRow,
  SLOT_KINDS,
  SPONSORSHIP_KINDS,
  type SponsorshipRow,
  toEventInput,
  toFormValues,
  type EventFormValues,
  type ServerFormStatus,
  type SlotRow,
} from './form-values';
import { ProgrammeFields } from './ProgrammeFields';
import { ShiftsField } from './ShiftsField';
import { RowsField } from './RowsField';
import { SittingsField } from './SittingsField';
import { TicketsField } from './TicketsField';

/** What the capacity means, and for an event with a limit, how full it is now. */
function capacityHint(event: Event | null): string {
  const meaning = i18n._(msg`Guests, children included. Empty for no limit; parties beyond it join the waiting list.`);
  if (!event || event.capacity == null || event.spotsLeft == null) return meaning;
  const spotsLeft = formatNumber(event.spotsLeft);
  const capacity = formatNumber(event.capacity);
  const waiting = event.waitlistCount;
  const now =
    waiting > 0
      ? i18n._(msg`Now ${spotsLeft} of ${capacity} places left, ${plural(waiting, { one: '# party', other: '# parties' })} waiting.`)
      : i18n._(msg`Now ${spotsLeft} of ${capacity} places left.`);
  return `${meaning} ${now}`;
}

export function EventFormDialog({
  open,
  event,
  onOpenChange,
}: {
  open: boolean;
  /** The event being edited, or null to create one. */
  event: Event | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { create, update } = useEventMutations();
  const { run } = useAdminMutation();
  const { t } = useLingui();
  const bengaliHint = useBengaliHint();
  const editing = event !== null;
  const [formError, setFormError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  async function submit(values: EventFormValues, helpers: FormikHelpers<EventFormValues>) {
    setFormError(null);
    helpers.setStatus(undefined);
    const input = toEventInput(values);
    const saved = await run(() => (editing ? update(event.id, input) : create(input)), {
      // The server names the form's lists by index ("slots[2].needed"): they go to their rows.
      onError: (err) => {
        if (!isApiError(err, 400)) return;
        const { errors, listErrors, other } = serverErrorsToForm(err.fieldErrors, values);
        helpers.setErrors(errors);
        helpers.setStatus({ listErrors } satisfies ServerFormStatus);
        if (other.length > 0) setFormError(other.join(' '));
      },
      failure: {
        title: t`Error`,
        description: editing ? t`Failed to update event. Please try again.` : t`Failed to create event. Please try again.`,
      },
    });
    if (!saved.ok) return;
    if (editing) toast({ title: t`Event Updated`, description: t`The event has been updated successfully.` });
    else toast({ title: t`Event Created`, description: t`The event has been created successfully.` });
    helpers.resetForm();
    onOpenChange(false);
  }

  return (
    <FormDialog<EventFormValues>
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={editing ? <Trans>Edit Event</Trans> : <Trans>Create New Event</Trans>}
      description={<Trans>Fields marked optional can be left empty. Visitors see the event on the events page.</Trans>}
      initialValues={toFormValues(event)}
      formKey={event?.id ?? 'new'}
      validationSchema={eventSchema}
      onSubmit={submit}
      submitLabel={editing ? <Trans>Save Changes</Trans> : <Trans>Create Event</Trans>}
      submittingLabel={<Trans>Saving...</Trans>}
      formError={formError}
    >
      <div className="grid gap-4">
        {/* Each text with its Bengali beside it on a wide screen, beneath it on a phone. */}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField name="title" label={t`Title`} />
          <TextField
            name="titleBn"
            label={t`Bengali title`}
            optional
            lang="bn"
            maxLength={EventRequest.titleBn.maxLength}
            hint={bengaliHint}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField name="description" label={t`Description`} optional multiline rows={4} />
          <TextField
            name="descriptionBn"
            label={t`Bengali description`}
            optional
            multiline
            rows={4}
            lang="bn"
            maxLength={EventRequest.descriptionBn.maxLength}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="date" label={t`Date`} type="date" placeholder={t`yyyy-mm-dd`} hint={t`yyyy-mm-dd`} />
          <TextField name="time" label={t`Time`} optional placeholder={t`10:00 AM - 9:00 PM`} />
        </div>
        <FestivalDaysField />
        <TextField name="venue" label={t`Venue`} />
        <TextField name="address" label={t`Address`} />
        <FeaturedImageField name="featuredImage" />
        <SwitchField
          name="registrationOpen"
          boxed
          label={t`Registration open`}
          hint={t`Visitors can register for this event while this is on.`}
        />
        <TextField
          name="capacity"
          label={t`Capacity`}
          optional
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t`No limit`}
          hint={capacityHint(event)}
        />
        <SwitchField
          name="mealsServed"
          boxed
          label={t`Meals served`}
          hint={t`Registrants say how many vegetarian meals they need, and any dietary needs, while this is on.`}
        />
        <TextField
          name="highlights"
          label={t`Highlights`}
          optional
          placeholder={t`Food, Music, Festive Dress`}
          hint={t`Separate highlights with commas.`}
        />
        <TextField
          name="whatToBring"
          label={t`What to Bring`}
          optional
          placeholder={t`Family and friends, A dish to share`}
          hint={t`Separate items with commas.`}
        />
      </div>
      <TicketsField />
      <RowsField
        name="schedule"
        legend={t`Schedule`}
        itemLabel={t`Schedule item`}
        itemName={t`schedule item`}
        emptyText={t`No schedule yet. Add the programme of the day, one item at a time.`}
        emptyRow={emptyScheduleRow}
        gridClassName="grid gap-3 sm:grid-cols-[8rem_1fr] [&>*:last-child]:sm:col-span-2"
        columns={[
          { key: 'time', label: t`Time`, optional: true, placeholder: t`10:00 AM` },
          { key: 'activity', label: t`Activity`, placeholder: t`Pushpanjali` },
          { key: 'description', label: t`Description`, optional: true },
        ]}
      />
      <RowsField
        name="sponsors"
        legend={t`Sponsors`}
        itemLabel={t`Sponsor`}
        itemName={t`sponsor`}
        emptyText={t`No sponsors yet.`}
        emptyRow={emptySponsorRow}
        gridClassName="grid gap-3 sm:grid-cols-2"
        columns={[
          { key: 'name', label: t`Sponsor name` },
          { key: 'benefits', label: t`Benefits`, optional: true },
        ]}
      />
      <RowsField<SlotRow>
        name="slots"
        legend={t`Dishes and volunteer jobs`}
        description={t`Registrants can sign up for these; the event page shows what is still needed.`}
        itemLabel={t`Slot`}
        itemName={t`slot`}
        emptyText={t`No slots yet. Add a dish for the potluck or a job for helpers.`}
        emptyRow={emptySlotRow}
        gridClassName="grid gap-3 sm:grid-cols-[11rem_1fr_8rem]"
        columns={[
          {
            key: 'kind',
            label: t`Kind`,
            type: 'select',
            options: SLOT_KINDS.map(({ value, label }) => ({ value, label: t(label) })),
          },
          { key: 'title', label: t`Slot title`, placeholder: t`Mishti for 20, or setting up chairs` },
          { key: 'needed', label: t`How many needed`, type: 'number', min: 1, max: MAX_SLOT_NEEDED },
        ]}
        rowNote={(row) => {
          const taken = formatNumber(row.taken);
          return row.id !== undefined && row.taken > 0 ? t`${taken} already taken.` : null;
        }}
        removable={(row) =>
          row.taken > 0
            ? { allowed: false, reason: t`A slot that parties have taken cannot be removed.` }
            : { allowed: true }
        }
      />
      <ShiftsField />
      <SittingsField />
      <RowsField<SponsorshipRow>
        name="sponsorships"
        legend={t`Sponsorships offered`}
        description={t`Packages, items and souvenir ads sponsors take from the event page. Amounts in dollars; the value of what a sponsor gets goes on their receipt.`}
        itemLabel={t`Sponsorship`}
        itemName={t`sponsorship`}
        emptyText={t`No sponsorships offered yet.`}
        emptyRow={emptySponsorshipRow}
        gridClassName="grid gap-3 sm:grid-cols-3"
        columns={[
          {
            key: 'kind',
            label: t`Kind`,
            type: 'select',
            options: SPONSORSHIP_KINDS.map(({ value, label }) => ({ value, label: t(label) })),
          },
          { key: 'name', label: t`Name`, placeholder: t`Platinum, or flowers for Ashtami` },
          { key: 'amount', label: t`Amount ($)` },
          { key: 'benefits', label: t`Benefits`, optional: true },
          { key: 'fairMarketValue', label: t`Value of goods given ($)` },
          { key: 'available', label: t`How many (empty: no limit)`, optional: true },
          {
            key: 'adSize',
            label: t`Ad size`,
            type: 'select',
            options: AD_SIZES.map(({ value, label }) => ({ value, label: t(label) })),
          },
        ]}
        rowNote={(row) => {
          const taken = formatNumber(row.taken);
          return row.id !== undefined && row.taken > 0 ? t`${taken} already taken.` : null;
        }}
        removable={(row) =>
          row.taken > 0
            ? { allowed: false, reason: t`A sponsorship that sponsors have taken cannot be removed.` }
            : { allowed: true }
        }
      />
      <ProgrammeFields />
    </FormDialog>
  );
}
