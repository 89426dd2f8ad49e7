import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeFestival } from '@/test/fixtures';
import { within } from '@/test-utils';
import { clearBrowserState, fillRequired, makeRegistration, openDialog, serveEvents } from './helpers';

const festival = makeFestival({ id: 1 });

// The dialog is a long form; in jsdom each step of filling it takes a while.
jest.setTimeout(15_000);

beforeEach(() => {
  clearBrowserState();
  serveEvents([festival]);
});

function recordCreate() {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/registrations', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...makeRegistration({ id: 42, ...body }), manageToken: 'tok-42' }, { status: 201 });
    }),
  );
  return sent;
}

describe('registering for a festival of several days', () => {
  it('shows every day ticked, with its meals and the seats it has left', async () => {
    const { dialog } = await openDialog('/events?register=1');

    const days = within(dialog).getByRole('group', { name: 'Which days are you coming?' });
    const boxes = within(days).getAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    for (const box of boxes) expect(box).toBeChecked();
    const ashtami = within(days).getByRole('checkbox', { name: 'Ashtami Friday, October 17' });
    expect(ashtami).toHaveAccessibleDescription('Lunch bhog · Dinner 4 spots left');
  });

  it('sends the days the party kept ticked', async () => {
    const sent = recordCreate();
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '2 people');
    const days = within(dialog).getByRole('group', { name: 'Which days are you coming?' });
    for (const title of ['Shashthi', 'Ashtami', 'Dashami']) {
      await user.click(within(days).getByRole('checkbox', { name: new RegExp(`^${title}`) }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    await within(dialog).findByRole('heading', { name: 'Registration Confirmed!' });
    expect(sent[0].dayIds).toEqual([12, 14]);
    // The success view names the days chosen.
    const chosen = within(dialog).getByText('Days').nextElementSibling as HTMLElement;
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Saptami (Thursday, October 16)',
      'Navami (Saturday, October 18)',
    ]);
  });

  it('says a party too large for a chosen day waits, whole', async () => {
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '5 people');

    expect(
      within(dialog).getByText('A day you chose has no room for your whole party, so you join the waiting list.'),
    ).toBeInTheDocument();
  });

  it('asks for at least one day', async () => {
    const sent = recordCreate();
    const { user, dialog } = await openDialog('/events?register=1');
    await fillRequired(user, dialog, '2 people');
    const days = within(dialog).getByRole('group', { name: 'Which days are you coming?' });
    for (const box of within(days).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Registration' }));

    expect(await within(dialog).findByText('Choose at least one day.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('starts an update from the days the party chose', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.get('/api/registrations/12', () => HttpResponse.json(makeRegistration({ id: 12, dayIds: [12, 13] }))),
      http.put('/api/registrations/12', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(makeRegistration({ id: 12, ...sent }));
      }),
    );
    const { user, dialog } = await openDialog('/events?register=1&registration=12&token=secret-12');
    await within(dialog).findByDisplayValue('Anup Roy');
    const days = within(dialog).getByRole('group', { name: 'Which days are you coming?' });
    expect(within(days).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);

    await user.click(within(days).getByRole('checkbox', { name: /^Navami/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update Registration' }));

    await within(dialog).findByRole('heading', { name: 'Registration Updated!' });
    expect(sent!.dayIds).toEqual([12, 13, 14]);
  });
});
