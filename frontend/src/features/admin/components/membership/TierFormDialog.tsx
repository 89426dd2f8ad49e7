import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { AdminTierRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { useTierMutations } from '../../api/membership';
import type { MembershipTier } from '../../api/money-types';
import { centsToDollars, parseDollars } from '../../money';
import { handleUnauthorized, isUnauthorized } from '../../unauthorized';
import { Spinner } from '../states';

interface TierValues {
  name: string;
  amount: string;
  description: string;
  active: boolean;
}

const tierSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Name is required`))
    .max(AdminTierRequest.name.maxLength, () => {
      const max = limitText(AdminTierRequest.name.maxLength);
      return i18n._(msg`Name must be at most ${max} characters`);
    }),
  amount: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Enter the yearly amount`))
    .test('dollars', () => i18n._(msg`Enter dollars and cents, such as 25 or 12.50`), (value) => {
      const cents = parseDollars(value ?? '');
      return cents !== null && cents >= AdminTierRequest.amount.minimum && cents <= AdminTierRequest.amount.maximum;
    }),
  description: yup.string().max(AdminTierRequest.description.maxLength, () => {
    const max = limitText(AdminTierRequest.description.maxLength);
    return i18n._(msg`Description must be at most ${max} characters`);
  }),
  active: yup.boolean(),
});

function toValues(tier: MembershipTier | null): TierValues {
  return tier
    ? { name: tier.name, amount: centsToDollars(tier.amount), description: tier.description ?? '', active: tier.active ?? true }
    : { name: '', amount: '', description: '', active: true };
}

/** Adds a membership tier, or edits one (`tier`). */
export function TierFormDialog({
  open,
  tier,
  onOpenChange,
}: {
  open: boolean;
  tier: MembershipTier | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { create, update } = useTierMutations();

  async function submit(values: TierValues, helpers: FormikHelpers<TierValues>) {
    const input = {
      name: values.name.trim(),
      amount: parseDollars(values.amount) ?? 0,
      description: values.description.trim(),
      active: values.active,
    };
    try {
      if (tier) await update(tier.id, input);
      else await create(input);
      toast({ title: tier ? t`Tier updated` : t`Tier added` });
      onOpenChange(false);
    } catch (err) {
      if (isUnauthorized(err)) {
        handleUnauthorized();
        return;
      }
      if (isApiError(err, 400)) helpers.setErrors(err.fieldErrors);
      toast({ title: t`Error`, description: t`The tier could not be saved. Please try again.`, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{tier ? <Trans>Edit tier</Trans> : <Trans>Add tier</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>Families choose an active tier when they join for the year.</Trans>
          </DialogDescription>
        </DialogHeader>
        <Formik key={tier?.id ?? 'new'} initialValues={toValues(tier)} validationSchema={tierSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="grid gap-4">
              <TextField name="name" label={t`Name`} placeholder={t`Family`} />
              <TextField name="amount" label={t`Amount per year ($)`} inputMode="decimal" placeholder="50" />
              <TextField name="description" label={t`Description`} optional multiline rows={2} />
              <SwitchField name="active" boxed label={t`Active`} hint={t`Families can choose only active tiers.`} />
              <DialogFooter>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting && <Spinner />}
                  {tier ? <Trans>Save tier</Trans> : <Trans>Add tier</Trans>}
                </Button>
              </DialogFooter>
            </Form>
          )}
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
