import { api } from '@/lib/api';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_PATH = '/api/contact';

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api.post(CONTACT_PATH, message);
}
