import { fontsForFirstRender } from '../first-fonts';

let load: jest.Mock;

beforeEach(() => {
  load = jest.fn().mockResolvedValue([]);
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  // The page as the server sends it when its text may be Bengali: the face on its way.
  document.head.innerHTML = '<link data-script="bengali" rel="preload" href="/static/bengali.woff2" as="font">';
});

afterEach(() => {
  // jsdom has no font loading of its own.
  delete (document as { fonts?: unknown }).fonts;
  document.head.innerHTML = '';
});

describe('fontsForFirstRender', () => {
  it('waits for the Bengali face only when the first data holds Bengali text, never for Inter', async () => {
    await fontsForFirstRender({ '/api/events/featured': { title: 'Kali Puja' } });
    expect(load).not.toHaveBeenCalled();

    await fontsForFirstRender({ '/api/events/featured': { title: 'Durga Puja — দুর্গাপূজা' } });
    expect(load.mock.calls.map(([font]) => font)).toEqual(['1em "Noto Sans Bengali Variable"']);
  });

  it('loads the Bengali face for a page in Bengali, whatever its data', async () => {
    document.documentElement.lang = 'bn';
    try {
      await fontsForFirstRender({ '/api/events/featured': { title: 'Kali Puja' } });
    } finally {
      document.documentElement.lang = '';
    }
    expect(load.mock.calls.map(([font]) => font)).toEqual(['1em "Noto Sans Bengali Variable"']);
  });

  it('waits no longer than the time it is given', async () => {
    jest.useFakeTimers();
    try {
      load.mockReturnValue(new Promise(() => undefined));
      let done = false;
      void fontsForFirstRender({ '/api/events': [{ title: 'দুর্গাপূজা' }] }, 800).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(799);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not wait on a page sent without the Bengali face on its way (the door)', async () => {
    document.head.innerHTML = '';
    await fontsForFirstRender({ '/api/events/7': { title: 'Durga Puja — দুর্গাপূজা' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('does not read through the first data of a page sent without the face (the door’s whole list)', async () => {
    document.head.innerHTML = '';
    let read = 0;
    const initialData = {};
    Object.defineProperty(initialData, '/api/admin/events/7/door', {
      enumerable: true,
      get: () => {
        read += 1;
        return [{ fullName: 'অনিতা সেন' }];
      },
    });
    await fontsForFirstRender(initialData);
    expect(read).toBe(0);
  });

  it('goes ahead at once where the browser cannot load fonts', async () => {
    delete (document as { fonts?: unknown }).fonts;
    await expect(fontsForFirstRender({ '/api/events': [{ title: 'দুর্গাপূজা' }] })).resolves.toBeUndefined();
  });
});
