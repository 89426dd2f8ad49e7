import * as yup from 'yup';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactMessage } from '@/lib/api-types';
import { ContactMessageRequest } from '@/lib/api-limits';
import { i18n } from '@/lib/i18n';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

/** The subjects a visitor can choose; each label is a message, translated where it is shown. */
export const subjectOptions: { value: ContactMessage['subject']; label: MessageDescriptor }[] = [
  { value: 'event-inquiry', label: msg`Event Inquiry` },
  { value: 'volunteer', label: msg`Volunteer Opportunities` },
  { value: 'membership', label: msg`Community Membership` },
  { value: 'feedback', label: msg`Feedback` },
  { value: 'other', label: msg`Other` },
];

/** A Yup message worked out when it is shown, so it speaks the language of that moment. */
function say(message: MessageDescriptor) {
  return () => i18n._(message);
}

const selectSubject = msg`Please select a subject`;

export const contactSchema = yup.object({
  firstName: textOfAtLeast(ContactMessageRequest.firstName.minLength, say(msg`First name must be at least 2 characters`)),
  lastName: textOfAtLeast(ContactMessageRequest.lastName.minLength, say(msg`Last name must be at least 2 characters`)),
  email: requiredEmail(),
  subject: yup
    .string()
    .required(say(selectSubject))
    .oneOf(
      subjectOptions.map((option) => option.value),
      say(selectSubject),
    ),
  message: textOfAtLeast(ContactMessageRequest.message.minLength, say(msg`Message must be at least 10 characters`)),
});

export const emptyContact = { firstName: '', lastName: '', email: '', subject: '', message: '' };
