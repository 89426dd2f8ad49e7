import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Event } from '@/lib/api-types';
import { useEventMutations } from '../../api/events';
import { eventSchema, MAX_SLOT_NEEDED } from '../../schemas';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { Spinner } from '../states';
import { SwitchField } from '../SwitchField';
import { FeaturedImageField } from './FeaturedImageField';
import {
  emptyScheduleRow,
  emptySlotRow,
  emptySponsorRow,
  serverErrorsToForm,
  SLOT_KINDS,
  toEventInput,
  toFormValues,
  type EventFormValues,
  type ServerFormStatus,
  type SlotRow,
} from './form-values';
import { RowsField } from './RowsField';

/** What the capacity means, and for an event with a limit, how full it is now. */
function capacityHint(event: Event | null): string {
  const meaning = 'Guests, children included. Empty for no limit; parties beyond it join the waiting list.';
  if (!event || event.capacity == null || event.spotsLeft == null) return meaning;
  const waiting = event.waitlistCount > 0 ? `, ${event.waitlistCount} ${event.waitlistCount === 1 ? 'party' : 'parties'} waiting` : '';
  return `${meaning} Now ${event.spotsLeft} of ${event.capacity} places left${waiting}.`;
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
  const editing = event !== null;
  const [formError, setFormError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (open) setFormError(null);
  }, [open]);

  async function submit(values: EventFormValues, helpers: FormikHelpers<EventFormValues>) {
    setFormError(null);
    helpers.setStatus(undefined);
    const input = toEventInput(values);
    try {
      if (editing) {
        await update(event.id, input);
        toast({ title: 'Event Updated', description: 'The event has been updated successfully.' });
      } else {
        await create(input);
        toast({ title: 'Event Created', description: 'The event has been created successfully.' });
      }
      helpers.resetForm();
      onOpenChange(false);
    } catch (err) {
      if (isUnauthorized(err)) {
        handleUnauthorized();
        return;
      }
      if (isApiError(err, 400)) {
        const { errors, listErrors, other } = serverErrorsToForm(err.fieldErrors, values);
        helpers.setErrors(errors);
        helpers.setStatus({ listErrors } satisfies ServerFormStatus);
        if (other.length > 0) setFormError(other.join(' '));
      }
      toast({
        title: 'Error',
        description: editing ? 'Failed to update event. Please try again.' : 'Failed to create event. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Event' : 'Create New Event'}</DialogTitle>
          <DialogDescription>
            Fields marked optional can be left empty. Visitors see the event on the events page.
          </DialogDescription>
        </DialogHeader>
        <Formik
          key={event?.id ?? 'new'}
          initialValues={toFormValues(event)}
          validationSchema={eventSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-6">
              <div className="grid gap-4">
                <TextField name="title" label="Title" />
                <TextField name="description" label="Description" optional multiline rows={4} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField name="date" label="Date" type="date" placeholder="yyyy-mm-dd" hint="yyyy-mm-dd" />
                  <TextField name="time" label="Time" optional placeholder="10:00 AM - 9:00 PM" />
                </div>
                <TextField name="venue" label="Venue" />
                <TextField name="address" label="Address" />
                <FeaturedImageField name="featuredImage" />
                <SwitchField
                  name="registrationOpen"
                  label="Registration open"
                  description="Visitors can register for this event while this is on."
                />
                <TextField
                  name="capacity"
                  label="Capacity"
                  optional
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  placeholder="No limit"
                  hint={capacityHint(event)}
                />
                <SwitchField
                  name="mealsServed"
                  label="Meals served"
                  description="Registrants say how many vegetarian meals they need, and any dietary needs, while this is on."
                />
                <TextField
                  name="highlights"
                  label="Highlights"
                  optional
                  placeholder="Food, Music, Festive Dress"
                  hint="Separate highlights with commas."
                />
                <TextField
                  name="whatToBring"
                  label="What to Bring"
                  optional
                  placeholder="Family and friends, A dish to share"
                  hint="Separate items with commas."
                />
              </div>
              <RowsField
                name="schedule"
                legend="Schedule"
                itemLabel="Schedule item"
                emptyText="No schedule yet. Add the programme of the day, one item at a time."
                emptyRow={emptyScheduleRow}
                gridClassName="grid gap-3 sm:grid-cols-[8rem_1fr] [&>*:last-child]:sm:col-span-2"
                columns={[
                  { key: 'time', label: 'Time', optional: true, placeholder: '10:00 AM' },
                  { key: 'activity', label: 'Activity', placeholder: 'Pushpanjali' },
                  { key: 'description', label: 'Description', optional: true },
                ]}
              />
              <RowsField
                name="sponsors"
                legend="Sponsors"
                itemLabel="Sponsor"
                emptyText="No sponsors yet."
                emptyRow={emptySponsorRow}
                gridClassName="grid gap-3 sm:grid-cols-2"
                columns={[
                  { key: 'name', label: 'Sponsor name' },
                  { key: 'benefits', label: 'Benefits', optional: true },
                ]}
              />
              <RowsField<SlotRow>
                name="slots"
                legend="Dishes and volunteer jobs"
                description="Registrants can sign up for these; the event page shows what is still needed."
                itemLabel="Slot"
                emptyText="No slots yet. Add a dish for the potluck or a job for helpers."
                emptyRow={emptySlotRow}
                gridClassName="grid gap-3 sm:grid-cols-[11rem_1fr_8rem]"
                columns={[
                  { key: 'kind', label: 'Kind', type: 'select', options: SLOT_KINDS },
                  { key: 'title', label: 'Slot title', placeholder: 'Mishti for 20, or setting up chairs' },
                  { key: 'needed', label: 'How many needed', type: 'number', min: 1, max: MAX_SLOT_NEEDED },
                ]}
                rowNote={(row) => (row.id !== undefined && row.taken > 0 ? `${row.taken} already taken.` : null)}
                removable={(row) =>
                  row.taken > 0
                    ? { allowed: false, reason: 'A slot that parties have taken cannot be removed.' }
                    : { allowed: true }
                }
              />
              {formError && (
                <p role="alert" className="rounded-lg bg-sindoor-dark px-3 py-2 text-sm font-semibold text-white">
                  {formError}
                </p>
              )}
              <DialogFooter className="sticky -bottom-5 z-10 -mx-5 -mb-5 border-t border-line bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting && <Spinner />}
                  {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Event'}
                </Button>
              </DialogFooter>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
