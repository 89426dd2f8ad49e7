import { api } from '@/lib/api';
import type { ContactMessage } from '@/lib/api-types';

export const CONTACT_PATH = '/api/contact';

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api.post(CONTACT_PATH, message);
}
