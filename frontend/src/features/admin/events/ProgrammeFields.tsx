import * as React from 'react';
import { useField } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { SwitchField } from '@/components/ui/switch-field';
import { MAX_GAP_MINUTES } from './programme-values';

/**
 * Publishing the programme, behind a confirmation when it is switched on: the server emails each
 * accepted act its start time.
 */
function PublishedSwitch() {
  const { t } = useLingui();
  const [field, , helpers] = useField<boolean>('programme.published');
  const [asking, setAsking] = React.useState(false);
  const id = `programme-published-${React.useId()}`;
  return (
    <div className="flex min-h-11 items-start justify-between gap-4 rounded-xl border border-line bg-cream/60 p-4">
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="cursor-pointer">
          <Trans>Programme published</Trans>
        </Label>
        <p id={`${id}-hint`} className="text-sm text-maroon-soft">
          <Trans>Visitors see the running order with its times; contacts are never shown.</Trans>
        </p>
      </div>
      <Switch
        id={id}
        checked={Boolean(field.value)}
        onCheckedChange={(checked) => (checked ? setAsking(true) : void helpers.setValue(false))}
        aria-describedby={`${id}-hint`}
      />
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Publish the programme?</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                When you save, the running order appears on the event's page and each accepted act is emailed its start
                time.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>
              <Trans>Not yet</Trans>
            </AlertDialogCancel>
            <AlertDialogAction onClick={() => void helpers.setValue(true)}>{t`Publish`}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The event form's "Cultural programme": submissions, their deadline, the start, the gap, publishing. */
export function ProgrammeFields() {
  const { t } = useLingui();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-lg font-bold">
        <Trans>Cultural programme</Trans>
      </legend>
      <SwitchField
        name="programme.open"
        boxed
        label={t`Submissions open`}
        hint={t`Families can submit acts from the event page while this is on, until the deadline.`}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="programme.deadline" label={t`Deadline`} optional type="date" hint={t`The last day to submit.`} />
        <TextField
          name="programme.start"
          label={t`Programme start`}
          optional
          type="time"
          placeholder="18:30"
          hint={t`When the first act goes on stage.`}
        />
        <TextField
          name="programme.gapMinutes"
          label={t`Changeover gap`}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_GAP_MINUTES}
          step={1}
          hint={t`Minutes between acts, 0 to 30.`}
        />
      </div>
      <PublishedSwitch />
    </fieldset>
  );
}
