import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { AdminMembershipAddRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { useMembershipTiers, useSignUpFamily } from './api/membership';
import { formatMoney } from '@/lib/money';
import { useAdminMutation } from '../shell/use-admin-mutation';
import { FormDialog } from '../shell/FormDialog';

interface SignUpValues {
  email: string;
  name: string;
  tierId: number | '';
}

const signUpSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Email is required`))
    .email(() => i18n._(msg`Please enter a valid email address`)),
  name: yup
    .string()
    .trim()
    .required(() => i18n._(msg`Name is required`))
    .max(AdminMembershipAddRequest.name.maxLength, () => {
      const max = limitText(AdminMembershipAddRequest.name.maxLength);
      return i18n._(msg`Name must be at most ${max} characters`);
    }),
  tierId: yup
    .number()
    .typeError(() => i18n._(msg`Choose the family's tier`))
    .required(() => i18n._(msg`Choose the family's tier`)),
});

/** Signs a family up for the year at the door: the family is made when the address is new. */
export function SignUpDialog({
  open,
  year,
  yearLabel,
  onOpenChange,
}: {
  open: boolean;
  year: number;
  yearLabel: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const { tiers } = useMembershipTiers();
  const signUp = useSignUpFamily();
  const { run } = useAdminMutation();
  const options = (tiers ?? [])
    .filter((tier) => tier.active)
    .map((tier) => ({ value: String(tier.id), label: `${tier.name} · ${formatMoney(tier.amount)}` }));

  async function submit(values: SignUpValues, helpers: FormikHelpers<SignUpValues>) {
    const signedUp = await run(
      () => signUp({ email: values.email.trim(), name: values.name.trim(), tierId: Number(values.tierId), year }),
      {
        form: helpers,
        failure: { title: t`The family could not be signed up`, description: t`Please try again.` },
        serverMessage: true,
      },
    );
    if (!signedUp.ok) return;
    const membership = signedUp.value;
    toast({
      title: t`Family signed up`,
      description: t`${membership.familyName}: ${formatMoney(membership.amountDue)} due, reference ${membership.paymentReference}.`,
    });
    helpers.resetForm();
    onOpenChange(false);
  }

  return (
    <FormDialog<SignUpValues>
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Sign up a family</Trans>}
      description={<Trans>A membership for {yearLabel}; the family gets its payment reference by email.</Trans>}
      initialValues={{ email: '', name: '', tierId: '' }}
      validationSchema={signUpSchema}
      onSubmit={submit}
      submitLabel={<Trans>Sign up</Trans>}
    >
      <TextField name="email" label={t`Email`} type="email" autoComplete="off" />
      <TextField name="name" label={t`Family name`} autoComplete="off" />
      <SelectField name="tierId" label={t`Tier`} options={options} placeholder={t`Choose a tier`} parse={Number} />
    </FormDialog>
  );
}
