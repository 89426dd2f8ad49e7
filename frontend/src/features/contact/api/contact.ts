import { api } from '@/lib/api';
import type { ContactMessage } from '@/lib/api-types';

const CONTACT_PATH = '/api/contact';

export function sendContactMessage(message: ContactMessage): Promise<unknown> {
  return api.post(CONTACT_PATH, message);
}
