import { INITIAL_DATA_ID, REQUEST_DATA_ID, initialCache, readInitialData } from '../initial-data';

function writeScript(text: string, id = INITIAL_DATA_ID) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  document.getElementById(REQUEST_DATA_ID)?.remove();
});

describe('readInitialData', () => {
  it('reads the JSON the server wrote into the page', () => {
    writeScript('{"/api/settings": {"groupName": "Tracy"}, "/api/events/featured": null}');
    expect(readInitialData()).toEqual({ '/api/settings': { groupName: 'Tracy' }, '/api/events/featured': null });
  });

  it("adds the visitor's own data the page carries beside it", () => {
    writeScript('{"/api/events/1": {"id": 1}}');
    writeScript('{"/api/auth/session": {"authenticated": true}}', REQUEST_DATA_ID);
    expect(readInitialData()).toEqual({ '/api/events/1': { id: 1 }, '/api/auth/session': { authenticated: true } });
  });

  it("reads the page's first data when the visitor's own is broken", () => {
    writeScript('{"/api/events/1": {"id": 1}}');
    writeScript('{"/api/auth/session": ', REQUEST_DATA_ID);
    expect(readInitialData()).toEqual({ '/api/events/1': { id: 1 } });
  });

  it.each([
    ['no script', null],
    ['broken JSON', '{"/api/settings": '],
    ['a list', '[1, 2]'],
    ['a string', '"settings"'],
  ])('gives no data for %s', (_, text) => {
    if (text !== null) writeScript(text);
    expect(readInitialData()).toEqual({});
  });
});

describe('initialCache', () => {
  it('holds each key as fetched data, null included, and nothing for undefined', () => {
    const cache = initialCache({ '/api/events/featured': null, '/api/events': [], '/api/gallery': undefined });
    expect(cache.get('/api/events/featured')).toEqual({ data: null });
    expect(cache.get('/api/events')).toEqual({ data: [] });
    expect(cache.get('/api/gallery')).toBeUndefined();
  });
});
