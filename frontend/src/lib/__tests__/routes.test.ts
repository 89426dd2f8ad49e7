import { checkInPath, eventPath, isActivePath, registerPath } from '@/lib/routes';

describe('routes', () => {
  it('builds paths and matches active links', () => {
    expect(eventPath(4)).toBe('/events/4');
    expect(registerPath(4)).toBe('/events?register=4');
    expect(checkInPath(4)).toBe('/admin/check-in/4');
    expect(checkInPath(4, 17)).toBe('/admin/check-in/4?registration=17');
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/events')).toBe(false);
    expect(isActivePath('/events', '/events/4')).toBe(true);
    expect(isActivePath('/events', '/eventsx')).toBe(false);
  });
});
