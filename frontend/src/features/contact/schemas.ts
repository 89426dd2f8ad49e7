import * as yup from 'yup';
import type { ContactMessage } from '@/lib/api-types';

export const subjectOptions: { value: ContactMessage['subject']; label: string }[] = [
  { value: 'event-inquiry', label: 'Event Inquiry' },
  { value: 'volunteer', label: 'Volunteer Opportunities' },
  { value: 'membership', label: 'Community Membership' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'other', label: 'Other' },
];

export const contactSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required('First name must be at least 2 characters')
    .min(2, 'First name must be at least 2 characters'),
  lastName: yup
    .string()
    .trim()
    .required('Last name must be at least 2 characters')
    .min(2, 'Last name must be at least 2 characters'),
  email: yup
    .string()
    .trim()
    .required('Please enter a valid email address')
    .email('Please enter a valid email address'),
  subject: yup
    .string()
    .required('Please select a subject')
    .oneOf(
      subjectOptions.map((option) => option.value),
      'Please select a subject',
    ),
  message: yup
    .string()
    .trim()
    .required('Message must be at least 10 characters')
    .min(10, 'Message must be at least 10 characters'),
});

export const emptyContact = { firstName: '', lastName: '', email: '', subject: '', message: '' };
