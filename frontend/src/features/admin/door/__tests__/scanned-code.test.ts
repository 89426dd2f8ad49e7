import { makeDoorParty, makeEvent } from '@/test/fixtures';
import { readCheckInCode, scanOutcome } from '../scanned-code';

const site = { host: 'tracybengali.org' };
const puja = makeEvent({ id: 4, title: 'Durga Puja' });
const kali = makeEvent({ id: 9, title: 'Kali Puja', date: '2025-11-01' });
const das = makeDoorParty({ id: 17, fullName: 'Das family', guestCount: 5 });

function outcome(value: string) {
  return scanOutcome(value, { eventId: '4', registrations: [das], events: [puja, kali], site });
}

describe("a confirmation's QR code, as the door reads it", () => {
  it('is the check-in link of one party of one event', () => {
    expect(readCheckInCode('https://tracybengali.org/admin/check-in/4?registration=17', site)).toEqual({
      eventId: '4',
      registrationId: 17,
    });
  });

  it.each([
    ['the same site with www.', 'https://www.tracybengali.org/admin/check-in/4?registration=17'],
    ['http, as a local server writes it', 'http://tracybengali.org/admin/check-in/4?registration=17'],
    ['a trailing slash and spaces around it', '  https://tracybengali.org/admin/check-in/4/?registration=17\n'],
  ])('is read from %s', (_, value) => {
    expect(readCheckInCode(value, site)).toEqual({ eventId: '4', registrationId: 17 });
  });

  it.each([
    ['plain text', 'Das family, 5 guests'],
    ['another site with the same path', 'https://example.com/admin/check-in/4?registration=17'],
    ['a site whose name only ends like ours', 'https://nottracybengali.org/admin/check-in/4?registration=17'],
    ['a manage link of this site', 'https://tracybengali.org/events?register=4&registration=17&token=abc'],
    ['no registration', 'https://tracybengali.org/admin/check-in/4'],
    ['a registration that is not a number', 'https://tracybengali.org/admin/check-in/4?registration=17x'],
    ['registration 0', 'https://tracybengali.org/admin/check-in/4?registration=0'],
    ['an event that is not a number', 'https://tracybengali.org/admin/check-in/durga?registration=17'],
    ['a deeper path', 'https://tracybengali.org/admin/check-in/4/extra?registration=17'],
    ['another scheme', 'ftp://tracybengali.org/admin/check-in/4?registration=17'],
  ])('is not read from %s', (_, value) => {
    expect(readCheckInCode(value, site)).toBeNull();
    expect(outcome(value)).toEqual({ kind: 'foreign' });
  });

  it("opens a party of this event's list", () => {
    expect(outcome('https://tracybengali.org/admin/check-in/4?registration=17')).toEqual({ kind: 'party', registration: das });
  });

  it("says when this event's list has no such party", () => {
    expect(outcome('https://tracybengali.org/admin/check-in/4?registration=18')).toEqual({ kind: 'missing', registrationId: 18 });
  });

  it('names the other event a code is for, when the organiser has it', () => {
    expect(outcome('https://tracybengali.org/admin/check-in/9?registration=30')).toEqual({
      kind: 'otherEvent',
      eventId: '9',
      registrationId: 30,
      event: kali,
    });
    expect(outcome('https://tracybengali.org/admin/check-in/12?registration=30')).toEqual({
      kind: 'otherEvent',
      eventId: '12',
      registrationId: 30,
      event: undefined,
    });
  });
});
