import * as yup from 'yup';
import { INVALID_EMAIL, optionalText, requiredMessage, requiredText } from '@/lib/validation';

export const loginSchema = yup.object({
  username: requiredText('Username'),
  // Not trimmed: a password may begin or end with a space.
  password: yup.string().required(requiredMessage('Password')),
});

const scheduleEntrySchema = yup.object({
  time: optionalText('Time', 50),
  activity: requiredText('Activity', 200),
  description: optionalText('Description', 1000),
});

const sponsorSchema = yup.object({
  name: requiredText('Sponsor name', 200),
  benefits: optionalText('Benefits', 1000),
});

export const eventSchema = yup.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
  date: requiredText('Date').matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as yyyy-mm-dd'),
  time: optionalText('Time', 50),
  venue: requiredText('Venue', 200),
  address: requiredText('Address', 300),
  featuredImage: yup.string().trim(),
  registrationOpen: yup.boolean(),
  highlights: yup.string(),
  whatToBring: yup.string(),
  schedule: yup.array(scheduleEntrySchema),
  sponsors: yup.array(sponsorSchema),
});

export const settingsSchema = yup.object({
  groupName: requiredText('Group name'),
  tagline: requiredText('Tagline'),
  aboutText: yup.string(),
  contactEmail: yup.string().trim().email(INVALID_EMAIL),
  whatsappLink: yup.string().trim(),
  instagramLink: yup.string().trim(),
  announcementText: yup.string(),
  showAnnouncement: yup.boolean(),
});
