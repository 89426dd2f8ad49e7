import userEvent from '@testing-library/user-event';
import { renderWithProviders, screen, within } from '@/test-utils';
import FamilyPage from '../components/FamilyPage';
import { serveFamily } from './helpers';

describe("the family's calendar", () => {
  it('offers its secret feed as a webcal subscription, and a new link behind a question', async () => {
    serveFamily({ signedIn: true });
    renderWithProviders(<FamilyPage />, { route: '/family', path: '/family' });
    const user = userEvent.setup();

    const subscribe = await screen.findByRole('link', { name: 'Subscribe in your calendar' });
    expect(subscribe).toHaveAttribute('href', 'webcal://example.org/api/family/calendar/s3cret.ics');

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' }));
    await user.click(dialog.getByRole('button', { name: 'Make a new link' }));

    expect(await screen.findByText('New calendar link made')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      'webcal://example.org/api/family/calendar/n3w.ics',
    );
  });
});
