import { makeEvent } from '@/test/fixtures';
import { calendarDates, clockRange, googleCalendarUrl } from '../calendar';

const at = (hour: number, minute = 0) => ({ hour, minute });

describe('clockRange reads times as the server does (events/calendar.py)', () => {
  it.each([
    ['5:00 PM - 10:00 PM', [at(17), at(22)]],
    ['10:00 AM', [at(10), null]],
    ['5pm-10pm', [at(17), at(22)]],
    ['6:30 p.m. \u2013 9 p.m.', [at(18, 30), at(21)]],
    ['10:00 AM to 4:00 PM', [at(10), at(16)]],
    ['17:00 - 22:30', [at(17), at(22, 30)]],
    ['7 PM onwards', [at(19), null]],
    ['12 PM - 3 PM', [at(12), at(15)]],
    // A side without am/pm takes the other side's, read so the start comes first.
    ['5 - 10 PM', [at(17), at(22)]],
    ['10 - 2 PM', [at(10), at(14)]],
    ['11 AM - 2', [at(11), at(14)]],
    ['8 PM - 1 AM', [at(20), at(1)]],
  ])('%s', (text, expected) => {
    expect(clockRange(text)).toEqual(expected);
  });

  it.each(['', 'After sunset', 'Doors open 5 PM', '2025 Durga Puja', '5', '5 - 10', '25:00'])(
    'finds no clock time at the start of "%s"',
    (text) => {
      expect(clockRange(text)).toBeNull();
    },
  );
});

describe('calendarDates', () => {
  it('gives a timed event its start and end on its date', () => {
    expect(calendarDates({ date: '2030-10-15', time: '5:00 PM - 10:00 PM' })).toEqual({
      dates: '20301015T170000/20301015T220000',
      timed: true,
    });
  });

  it('ends three hours after a start without an end, into the next day if need be', () => {
    expect(calendarDates({ date: '2030-10-15', time: '10:00 AM' })?.dates).toBe('20301015T100000/20301015T130000');
    expect(calendarDates({ date: '2030-12-31', time: '10:30 PM' })?.dates).toBe('20301231T223000/20310101T013000');
  });

  it('ends the next day when the range runs past midnight', () => {
    expect(calendarDates({ date: '2030-10-15', time: '8 PM - 1 AM' })?.dates).toBe('20301015T200000/20301016T010000');
  });

  it('makes an event without a clock time an all-day one, the end being the next day', () => {
    expect(calendarDates({ date: '2030-02-28', time: 'After sunset' })).toEqual({
      dates: '20300228/20300301',
      timed: false,
    });
    expect(calendarDates({ date: '2030-10-15', time: '' })?.dates).toBe('20301015/20301016');
  });
});

describe('googleCalendarUrl', () => {
  function params(url: string) {
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
    return Object.fromEntries(parsed.searchParams);
  }

  it('fills in a timed event in Los Angeles time', () => {
    const event = makeEvent({ date: '2030-10-15', time: '5:00 PM - 10:00 PM' });
    expect(params(googleCalendarUrl(event, 'https://tbca.example.org/events/1'))).toEqual({
      action: 'TEMPLATE',
      text: 'Durga Puja 2025',
      dates: '20301015T170000/20301015T220000',
      details: 'Four days of worship, music and food.\n\nhttps://tbca.example.org/events/1',
      location: 'Tracy Community Center, 950 East St, Tracy, CA 95376',
      ctz: 'America/Los_Angeles',
    });
  });

  it('makes an all-day entry without a time zone, keeping a free-text time in the details', () => {
    const event = makeEvent({ date: '2030-10-15', time: 'After sunset' });
    const query = params(googleCalendarUrl(event, 'https://tbca.example.org/events/1'));
    expect(query.dates).toBe('20301015/20301016');
    expect(query.ctz).toBeUndefined();
    expect(query.details).toBe('Time: After sunset\n\nFour days of worship, music and food.\n\nhttps://tbca.example.org/events/1');
  });
});
