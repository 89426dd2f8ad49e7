import * as yup from 'yup';
import { msg } from '@lingui/core/macro';
import { GuestMessageRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { requiredText } from '../shell/schemas';

export const guestMessageSchema = yup.object({
  subject: requiredText(
    () => i18n._(msg`Subject is required`),
    GuestMessageRequest.subject.maxLength,
    (max) => i18n._(msg`Subject must be at most ${max} characters`),
  ),
  body: requiredText(
    () => i18n._(msg`Message is required`),
    GuestMessageRequest.body.maxLength,
    (max) => i18n._(msg`Message must be at most ${max} characters`),
  ),
  audience: yup.string().oneOf(['confirmed', 'waitlisted', 'all']).required(),
});
