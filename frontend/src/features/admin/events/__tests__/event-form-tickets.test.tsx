import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@/test-utils';
import { makeEvent } from '@/test/fixtures';
import { formatMoney } from '@/lib/money';
import { centsToDollars, parseDollars } from '../../treasury/money';
import { renderAdmin } from '../../shell/__tests__/helpers';

const publicReads = [
  http.get('/api/events', () => HttpResponse.json([])),
  http.get('/api/events/featured', () => HttpResponse.json(null)),
  http.get('/api/events/:id', () => HttpResponse.json(makeEvent())),
];

describe('money in cents', () => {
  it('parses typed dollars into cents without floats', () => {
    expect(parseDollars('25')).toBe(2500);
    expect(parseDollars('12.50')).toBe(1250);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars('0.07')).toBe(7);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars(' $1,234.56 ')).toBe(123456);
    expect(parseDollars('-5')).toBe(-500);
    // 0.29 * 100 is 28.999999999999996 in floating point; string arithmetic gets it right.
    expect(parseDollars('0.29')).toBe(29);
    for (const bad of ['', '.', 'abc', '12.345', '1,23', '12.', '1e3', '12.5.0']) expect(parseDollars(bad)).toBeNull();
  });

  it('formats cents as dollars', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(7)).toBe('$0.07');
    expect(formatMoney(-2500)).toBe('-$25.00');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(2500)).toBe('25');
  });
});

describe('event form: tickets', () => {
  it('sends the four prices in cents, and null for a free event', async () => {
    const bodies: Record<string, unknown>[] = [];
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([])),
      http.post('/api/admin/events', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(makeEvent({ id: 9 }), { status: 201 });
      }),
      ...publicReads,
    );
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add Event' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Event' }));
    await user.type(dialog.getByLabelText('Title'), 'Bijoya Sammilani');
    await user.type(dialog.getByLabelText('Date'), '2026-10-24');
    await user.type(dialog.getByLabelText('Venue'), 'Tracy Hall');
    await user.type(dialog.getByLabelText('Address'), '1 Main St');
    expect(dialog.getByRole('switch', { name: 'Free event' })).toBeChecked();
    expect(dialog.queryByLabelText('Adult ($)')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('switch', { name: 'Free event' }));
    await user.type(dialog.getByLabelText('Adult ($)'), '25');
    await user.type(dialog.getByLabelText('Child ($)'), '12.5');
    await user.type(dialog.getByLabelText('Member adult ($)'), 'twenty');
    await user.type(dialog.getByLabelText('Member child ($)'), '10.999');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(await dialog.findAllByText('Enter dollars and cents, such as 25 or 12.50')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.clear(dialog.getByLabelText('Member adult ($)'));
    await user.type(dialog.getByLabelText('Member adult ($)'), '20.10');
    await user.clear(dialog.getByLabelText('Member child ($)'));
    await user.type(dialog.getByLabelText('Member child ($)'), '0');
    await user.click(dialog.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event Created')).toBeInTheDocument();
    expect(bodies[0].prices).toEqual({ adult: 2500, child: 1250, memberAdult: 2010, memberChild: 0 });
  });

  it('requires each price and sends null when free', async () => {
    let body: Record<string, unknown> | undefined;
    const priced = makeEvent({ prices: { adult: 2500, child: 1250, memberAdult: 2000, memberChild: 0 } });
    renderAdmin(
      http.get('/api/admin/events', () => HttpResponse.json([priced])),
      http.put('/api/admin/events/:id', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(priced);
      }),
      ...publicReads,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${priced.title}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    expect(dialog.getByRole('switch', { name: 'Free event' })).not.toBeChecked();
    expect(dialog.getByLabelText('Adult ($)')).toHaveValue('25');
    expect(dialog.getByLabelText('Child ($)')).toHaveValue('12.50');
    expect(dialog.getByLabelText('Member adult ($)')).toHaveValue('20');
    expect(dialog.getByLabelText('Member child ($)')).toHaveValue('0');

    await user.clear(dialog.getByLabelText('Adult ($)'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Enter a price, or 0')).toBeInTheDocument();
    expect(body).toBeUndefined();

    await user.click(dialog.getByRole('switch', { name: 'Free event' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event Updated')).toBeInTheDocument();
    expect(body).toMatchObject({ prices: null });
  });
});
