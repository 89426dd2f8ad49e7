import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { renderWithProviders, screen, waitFor } from '@/test-utils';
import { makeDoorParty, makeEvent } from '@/test/fixtures';
import { paths } from '@/lib/routes';
import CheckInPage from '../CheckInPage';
import { signedIn } from '../../shell/__tests__/helpers';

// The scanner's code cannot be fetched (a phone offline that never kept it) until `mockNetwork.up`.
const mockFetches = jest.fn();
const mockNetwork = { up: false };
jest.mock('../ScannerDialog', () => {
  mockFetches();
  if (!mockNetwork.up) throw new Error('Loading chunk door-scanner failed.');
  return {
    __esModule: true,
    default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Scan a QR code" /> : null),
  };
});

beforeEach(() => {
  mockNetwork.up = false;
});

/** The door's screen, drawn, and a first tap on Scan, which finds the scanner's code missing. */
async function tapScanWithoutItsCode() {
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
    http.get('/api/events/1', () => HttpResponse.json(makeEvent({ id: 1, title: 'Lakshmi Puja' }))),
    http.get('/api/admin/events', () => HttpResponse.json([])),
    http.get('/api/admin/events/1/door', () =>
      HttpResponse.json({ parties: [makeDoorParty({ id: 1, fullName: 'Mita Sen' })], cursor: '1' }),
    ),
  );
  renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
  expect(await screen.findByText('The code reader could not be loaded')).toBeInTheDocument();
  return user;
}

it("says the code reader could not be loaded when the scanner's code cannot be fetched, and tries again at the next tap", async () => {
  const user = await tapScanWithoutItsCode();
  expect(screen.getByText('Open this screen once with a connection to get it. Meanwhile, find the party by name.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Scan a QR code' })).not.toBeInTheDocument();
  // The list is still there to search by name.
  expect(screen.getByText('Mita Sen')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(screen.queryByText('The code reader could not be loaded')).not.toBeInTheDocument());

  // The next tap asks for the code again, and, still without it, says so again.
  const fetched = mockFetches.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
  await waitFor(() => expect(mockFetches.mock.calls.length).toBeGreaterThan(fetched));
  expect(await screen.findByText('The code reader could not be loaded')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Scan a QR code' })).not.toBeInTheDocument();
  expect(screen.getByText('Mita Sen')).toBeInTheDocument();
});

it('opens the scanner at the first tap after its code could be fetched again', async () => {
  const user = await tapScanWithoutItsCode();

  mockNetwork.up = true;
  await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
  expect(await screen.findByRole('dialog', { name: 'Scan a QR code' })).toBeInTheDocument();
});
