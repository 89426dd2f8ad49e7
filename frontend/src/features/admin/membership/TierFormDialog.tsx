import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { AdminTierRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { useTierMutations } from './api/membership';
import type { MembershipTier } from '../treasury/api/money-types';
import { centsToDollars, parseDollars } from '../treasury/money';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { FormDialog } from '../shell/FormDialog';

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
  const { run } = useAdminMutation();

  async function submit(values: TierValues, helpers: FormikHelpers<TierValues>) {
    const input = {
      name: values.name.trim(),
      amount: parseDollars(values.amount) ?? 0,
      description: values.description.trim(),
      active: values.active,
    };
    const saved = await run(() => (tier ? update(tier.id, input) : create(input)), {
      form: helpers,
      failure: { title: t`Error`, description: t`The tier could not be saved. Please try again.` },
    });
    if (!saved.ok) return;
    toast({ title: tier ? t`Tier updated` : t`Tier added` });
    onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={tier ? <Trans>Edit tier</Trans> : <Trans>Add tier</Trans>}
      description={<Trans>Families choose an active tier when they join for the year.</Trans>}
      initialValues={toValues(tier)}
      formKey={tier?.id ?? 'new'}
      validationSchema={tierSchema}
      onSubmit={submit}
      submitLabel={tier ? <Trans>Save tier</Trans> : <Trans>Add tier</Trans>}
    >
      <TextField name="name" label={t`Name`} placeholder={t`Family`} />
      <TextField name="amount" label={t`Amount per year ($)`} inputMode="decimal" placeholder="50" />
      <TextField name="description" label={t`Description`} optional multiline rows={2} />
      <SwitchField name="active" boxed label={t`Active`} hint={t`Families can choose only active tiers.`} />
    </FormDialog>
  );
}
