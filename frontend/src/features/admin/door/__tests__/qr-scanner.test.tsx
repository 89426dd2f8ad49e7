import 'jest-canvas-mock';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server } from '@/test/server';
import { act, renderWithProviders, screen, waitFor, within } from '@/test-utils';
import { makeDoorParty, makeEvent } from '@/test/fixtures';
import { paths } from '@/lib/routes';
import CheckInPage from '../CheckInPage';
import { recordRequests, signedIn } from '../../shell/__tests__/helpers';

const mockJsQR = jest.fn();
jest.mock('jsqr', () => ({ __esModule: true, default: (...args: unknown[]) => mockJsQR(...args) }));

const puja = makeEvent({ id: 1, title: 'Lakshmi Puja' });
const kali = makeEvent({ id: 2, title: 'Kali Puja', date: '2025-11-01' });
const mita = makeDoorParty({ id: 1, fullName: 'Mita Sen', guestCount: 3 });
const das = makeDoorParty({ id: 3, fullName: 'Das family', guestCount: 5, children: 0 });
const ghosh = makeDoorParty({ id: 5, fullName: 'Ghosh family', status: 'waitlisted' });

/** The codes the test's jsdom page lives on: http://localhost/. */
const DAS_CODE = 'http://localhost/admin/check-in/1?registration=3';
const KALI_CODE = 'http://localhost/admin/check-in/2?registration=8';

/** The phone's camera: getUserMedia answers `answer` (a stream, or the browser's refusal). */
function fakeCamera(answer?: DOMException) {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  let give: (value: MediaStream) => void = () => undefined;
  const getUserMedia = jest.fn((): Promise<MediaStream> => {
    if (answer) return Promise.reject(answer);
    return Promise.resolve(stream);
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return {
    track,
    getUserMedia,
    /** From now on the camera answers only when `give` is called. */
    hold() {
      getUserMedia.mockImplementation(
        () =>
          new Promise<MediaStream>((resolve) => {
            give = resolve;
          }),
      );
      return () => give(stream);
    },
  };
}

/** The browser's BarcodeDetector: each `show(text)` puts one code before the camera. */
function fakeDetector() {
  const inView: string[] = [];
  class BarcodeDetector {
    static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
    constructor(readonly options: { formats: string[] }) {}
    detect() {
      return Promise.resolve(inView.length ? [{ rawValue: inView[inView.length - 1] }] : []);
    }
  }
  Object.defineProperty(globalThis, 'BarcodeDetector', { configurable: true, writable: true, value: BarcodeDetector });
  return {
    show: (text: string) => {
      inView.push(text);
    },
  };
}

function renderDoor() {
  server.use(
    http.get('/api/auth/session', () => HttpResponse.json(signedIn)),
    http.get('/api/events/1', () => HttpResponse.json(puja)),
    // Read once the scanner opens, to name another event's code.
    http.get('/api/admin/events', () => HttpResponse.json([puja, kali])),
    http.get('/api/admin/events/1/door', () => HttpResponse.json({ parties: [mita, das, ghosh], cursor: '1' })),
    http.post('/api/admin/registrations/:id/check-in', () =>
      HttpResponse.json({ ...das, checkedInAt: '2025-10-16T02:05:00Z' }),
    ),
  );
  return renderWithProviders(<CheckInPage />, { route: '/admin/check-in/1', path: paths.checkIn });
}

async function openScanner(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Scan QR code' }));
  return screen.findByRole('dialog', { name: 'Scan a QR code' });
}

/** The party the scanner opened, once the dialog has closed. */
async function scannedParty() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The party opens by a navigation (?registration=id), which React renders as a transition:
  // in a test, only inside act().
  for (let tries = 0; tries < 40 && !screen.queryByRole('region', { name: 'Scanned code' }); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
  return screen.getByRole('region', { name: 'Scanned code' });
}

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

describe('scanning a confirmation at the door', () => {
  it("opens the back camera, reads a party's code, and opens that party ready for its one tap", async () => {
    const camera = fakeCamera();
    const detector = fakeDetector();
    const requests = recordRequests();
    renderDoor();
    const user = userEvent.setup();

    const dialog = await openScanner(user);
    expect(camera.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }), audio: false }),
    );
    expect(within(dialog).getByLabelText('Camera')).toBeInTheDocument();
    detector.show(DAS_CODE);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const scanned = within(await scannedParty());
    expect(scanned.getByText('Das family')).toBeInTheDocument();
    expect(scanned.getByText('5 guests')).toBeInTheDocument();
    const checkIn = scanned.getByRole('button', { name: 'Check in Das family' });
    await waitFor(() => expect(checkIn).toHaveFocus());
    // The camera is off once the dialog has closed.
    expect(camera.track.stop).toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(await scanned.findByRole('button', { name: 'Undo check-in of Das family' })).toBeInTheDocument();
    // The tap shows at once and is sent from the door's queue a moment later.
    await waitFor(() => expect(requests).toContain('POST /api/admin/registrations/3/check-in'));
  });

  it("says a code is for another event, with a way there, or not one of ours, and goes on looking", async () => {
    fakeCamera();
    const detector = fakeDetector();
    renderDoor();
    const user = userEvent.setup();
    const dialog = within(await openScanner(user));

    detector.show(KALI_CODE);
    expect(await dialog.findByText(/^This code is for another event: Kali Puja, /)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: "Open that event's check-in" })).toHaveAttribute(
      'href',
      '/admin/check-in/2?registration=8',
    );

    detector.show('https://example.com/admin/check-in/1?registration=3');
    expect(await dialog.findByText('This QR code is not a registration of this site.')).toBeInTheDocument();

    detector.show('http://localhost/admin/check-in/1?registration=99');
    expect(await dialog.findByText(/^This event's list has no registration with this code\./)).toBeInTheDocument();

    detector.show(DAS_CODE);
    expect(within(await scannedParty()).getByText('Das family')).toBeInTheDocument();
  });

  it('opens a waiting party to say why it cannot come in, the focus back on the Scan button', async () => {
    fakeCamera();
    const detector = fakeDetector();
    renderDoor();
    const user = userEvent.setup();
    await openScanner(user);
    detector.show('http://localhost/admin/check-in/1?registration=5');

    const scanned = within(await scannedParty());
    expect(scanned.getByText('Ghosh family')).toBeInTheDocument();
    expect(scanned.getByText('Waiting list')).toBeInTheDocument();
    expect(scanned.queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan QR code' })).toHaveFocus());
  });

  it('says the camera was refused, and the search by name still finds the party', async () => {
    const camera = fakeCamera(new DOMException('Permission denied', 'NotAllowedError'));
    fakeDetector();
    renderDoor();
    const user = userEvent.setup();
    const dialog = within(await openScanner(user));

    expect(await dialog.findByRole('alert')).toHaveTextContent('The camera is not allowed');
    expect(dialog.queryByLabelText('Camera')).not.toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The camera is not allowed');

    await user.click(dialog.getByRole('button', { name: 'Find by name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a party' }), 'das');
    expect(
      within(screen.getByRole('list', { name: 'Expected parties' })).getByRole('button', { name: 'Check in Das family' }),
    ).toBeInTheDocument();
  });

  it('says so when the phone gives no camera', async () => {
    renderDoor();
    const user = userEvent.setup();
    const dialog = within(await openScanner(user));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No camera could be started');
  });

  it('stops the camera when the dialog closes, also when it was still starting', async () => {
    const camera = fakeCamera();
    fakeDetector();
    renderDoor();
    const user = userEvent.setup();

    const dialog = within(await openScanner(user));
    await waitFor(() => expect(dialog.queryByText('Starting the camera…')).not.toBeInTheDocument());
    await user.click(dialog.getByRole('button', { name: 'Close the scanner' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Scan QR code' })).toHaveFocus();

    // The volunteer closes before the phone has answered: the camera it then gives is stopped.
    const give = camera.hold();
    const again = within(await openScanner(user));
    expect(again.getByText('Starting the camera…')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    give();
    await waitFor(() => expect(camera.track.stop).toHaveBeenCalledTimes(2));
  });

  it("reads the frame with the library where the browser has no BarcodeDetector", async () => {
    fakeCamera();
    jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    mockJsQR.mockReturnValue(null);
    renderDoor();
    const user = userEvent.setup();
    await openScanner(user);

    // Scaled to 800 pixels on the longer side before it is read.
    await waitFor(() => expect(mockJsQR).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 800, 450, expect.anything()));
    mockJsQR.mockReturnValue({ data: DAS_CODE });
    expect(within(await scannedParty()).getByText('Das family')).toBeInTheDocument();
  });
});
