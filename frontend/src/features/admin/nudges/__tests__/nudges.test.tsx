import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@/test-utils';
import type { Nudge } from '../api/nudges';
import { recordRequests, renderAdmin } from '../../shell/__tests__/helpers';

const anita: Nudge = {
  key: 'registration-7',
  familyName: 'Anita Sen',
  phone: '+12095550142',
  rawPhone: '(209) 555-0142',
  language: 'en',
  text: 'Hello Anita Sen! $40.00 is still due. https://example.org/events?registration=7',
  link: 'https://example.org/events?registration=7',
  waUrl: 'https://wa.me/12095550142?text=Hello',
  reachable: true,
};
const esha: Nudge = {
  key: 'registration-8',
  familyName: 'Esha Roy',
  phone: null,
  rawPhone: 'call me',
  language: 'bn',
  text: 'নমস্কার Esha Roy!',
  link: 'https://example.org/events?registration=8',
  waUrl: null,
  reachable: false,
};

describe('WhatsApp reminders', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists one-tap links, ticks each as sent on this device, and lists families without a phone apart', async () => {
    const seen = recordRequests({ withQuery: true });
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.get('/api/admin/nudges', () => HttpResponse.json([anita, esha])),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'WhatsApp' }));

    const link = await screen.findByRole('link', { name: 'WhatsApp Anita Sen' });
    expect(link).toHaveAttribute('href', anita.waUrl);
    expect(screen.getByRole('heading', { name: 'To send: 1 of 1' })).toBeInTheDocument();
    const apart = within(screen.getByRole('region', { name: 'Without a usable phone' }));
    expect(apart.getByText('Phone as written: call me')).toBeInTheDocument();
    expect(apart.queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Sent' }));

    expect(screen.getByRole('heading', { name: 'To send: 0 of 1' })).toBeInTheDocument();
    expect(window.localStorage.getItem('nudges-sent')).toContain('unpaid:all:registration-7');
    expect(seen).toContain('GET /api/admin/nudges?kind=unpaid');
  });
});
