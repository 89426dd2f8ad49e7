import { useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@/components/ui/form-field';
import { SiteSettingsRequest } from '@/lib/api-limits';
import { dateFormat } from '@/lib/dates';
import { useBengaliHint } from '../shell/bengali';

/** January to December in the current language, as the month select's options. */
function monthOptions() {
  const format = dateFormat({ month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => ({
    value: String(index + 1),
    label: format.format(new Date(Date.UTC(2000, index, 1))),
  }));
}

/** What receipts print and what families are told about paying: the settings' money fields. */
export function MoneySettings() {
  const { t } = useLingui();
  const bengaliHint = useBengaliHint();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="legalName" label={t`Legal name`} optional hint={t`As registered, printed on every receipt.`} />
        <TextField name="ein" label={t`EIN`} optional placeholder="12-3456789" hint={t`NN-NNNNNNN, for donors' tax receipts.`} />
      </div>
      <TextField name="mailingAddress" label={t`Mailing address`} optional multiline rows={3} className="[&_textarea]:min-h-20" />
      <div className="grid items-start gap-4 md:grid-cols-2">
        <TextField
          name="paymentInstructions"
          label={t`Payment instructions`}
          optional
          multiline
          rows={3}
          className="[&_textarea]:min-h-20"
          placeholder={t`Zelle to treasurer@example.org with your reference in the memo`}
          hint={t`Shown with what is due after registering, in the confirmation email and on the family page.`}
        />
        <TextField
          name="paymentInstructionsBn"
          label={t`Bengali payment instructions`}
          optional
          multiline
          rows={3}
          lang="bn"
          maxLength={SiteSettingsRequest.paymentInstructionsBn.maxLength}
          className="[&_textarea]:min-h-20"
          hint={bengaliHint}
        />
      </div>
      <SelectField
        name="membershipYearStartMonth"
        label={t`Membership year starts in`}
        options={monthOptions()}
        parse={Number}
        className="md:max-w-xs"
      />
    </>
  );
}
