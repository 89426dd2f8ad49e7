import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { SiteSettingsRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { limitText } from '@/lib/validation';
import { requiredText, type Say } from '../shell/schemas';
import { parseDollars } from '../treasury/money';

const invalidEmail: Say = () => i18n._(msg`Please enter a valid email address`);

export const settingsSchema = yup.object({
  groupName: requiredText(() => i18n._(msg`Group name is required`)),
  tagline: requiredText(() => i18n._(msg`Tagline is required`)),
  aboutText: yup.string(),
  contactEmail: yup.string().trim().email(invalidEmail),
  whatsappLink: yup.string().trim(),
  instagramLink: yup.string().trim(),
  announcementText: yup.string(),
  showAnnouncement: yup.boolean(),
  legalName: yup.string().trim().max(SiteSettingsRequest.legalName.maxLength, () => {
    const max = limitText(SiteSettingsRequest.legalName.maxLength);
    return i18n._(msg`Legal name must be at most ${max} characters`);
  }),
  ein: yup
    .string()
    .trim()
    .matches(/^(\d{2}-\d{7})?$/, () => i18n._(msg`Enter the EIN as NN-NNNNNNN, such as 12-3456789`)),
  mailingAddress: yup.string(),
  paymentInstructions: yup.string(),
  membershipYearStartMonth: yup
    .number()
    .integer()
    .min(SiteSettingsRequest.membershipYearStartMonth.minimum)
    .max(SiteSettingsRequest.membershipYearStartMonth.maximum),
  approvalThreshold: yup
    .string()
    .test('dollars', () => i18n._(msg`Enter an amount in dollars, such as 100, or leave it empty`), (value) => {
      if (!value?.trim()) return true;
      const cents = parseDollars(value);
      return cents !== null && cents > 0 && cents <= SiteSettingsRequest.approvalThreshold.maximum;
    }),
});
