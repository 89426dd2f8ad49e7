import * as yup from 'yup';

export const loginSchema = yup.object({
  username: yup.string().trim().required('Username is required'),
  password: yup.string().required('Password is required'),
});

const scheduleEntrySchema = yup.object({
  time: yup.string().max(50, 'Time must be at most 50 characters'),
  activity: yup.string().trim().required('Activity is required').max(200, 'Activity must be at most 200 characters'),
  description: yup.string().max(1000, 'Description must be at most 1000 characters'),
});

const sponsorSchema = yup.object({
  name: yup.string().trim().required('Sponsor name is required').max(200, 'Sponsor name must be at most 200 characters'),
  benefits: yup.string().max(1000, 'Benefits must be at most 1000 characters'),
});

export const eventSchema = yup.object({
  title: yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  description: yup.string().max(5000, 'Description must be at most 5000 characters'),
  date: yup
    .string()
    .trim()
    .required('Date is required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as yyyy-mm-dd'),
  time: yup.string().max(50, 'Time must be at most 50 characters'),
  venue: yup.string().trim().required('Venue is required').max(200, 'Venue must be at most 200 characters'),
  address: yup.string().trim().required('Address is required').max(300, 'Address must be at most 300 characters'),
  featuredImage: yup.string().trim(),
  registrationOpen: yup.boolean(),
  highlights: yup.string(),
  whatToBring: yup.string(),
  schedule: yup.array(scheduleEntrySchema),
  sponsors: yup.array(sponsorSchema),
});

export const settingsSchema = yup.object({
  groupName: yup.string().trim().required('Group name is required'),
  tagline: yup.string().trim().required('Tagline is required'),
  aboutText: yup.string(),
  contactEmail: yup.string().trim().email('Please enter a valid email address'),
  whatsappLink: yup.string().trim(),
  instagramLink: yup.string().trim(),
  announcementText: yup.string(),
  showAnnouncement: yup.boolean(),
});
