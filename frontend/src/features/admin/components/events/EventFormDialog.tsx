import * as React from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import type { Event } from '@/lib/api-types';
import { useEventMutations } from '../../api/events';
import { eventSchema } from '../../schemas';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { Spinner } from '../states';
import { SwitchField } from '../SwitchField';
import { FeaturedImageField } from './FeaturedImageField';
import {
  emptyScheduleRow,
  emptySponsorRow,
  serverErrorsToForm,
  toEventInput,
  toFormValues,
  type EventFormValues,
} from './form-values';
import { RowsField } from './RowsField';

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
        const { errors, other } = serverErrorsToForm(err.fieldErrors, values);
        helpers.setErrors(errors);
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
