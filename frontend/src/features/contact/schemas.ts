import * as yup from 'yup';
import type { ContactMessage } from '@/lib/api-types';
import { requiredEmail, textOfAtLeast } from '@/lib/validation';

export const subjectOptions: { value: ContactMessage['subject']; label: string }[] = [
  { value: 'event-inquiry', label: 'Event Inquiry' },
  { value: 'volunteer', label: 'Volunteer Opportunities' },
  { value: 'membership', label: 'Community Membership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
];

export const contactSchema = yup.object({
  firstName: textOfAtLeast(2, 'First name must be at least 2 characters'),
  lastName: textOfAtLeast(2, 'Last name must be at least 2 characters'),
  email: requiredEmail(),
  subject: yup
    .string()
    .required('Please select a subject')
    .oneOf(
      subjectOptions.map((option) => option.value),
      'Please select a subject',
    ),
  message: textOfAtLeast(10, 'Message must be at least 10 characters'),
});

export const emptyContact = { firstName: '', lastName: '', email: '', subject: '', message: '' };
