import { makeEvent } from '@/test/fixtures';
import { googleCalendarUrl } from '../calendar';

describe('googleCalendarUrl', () => {
  function params(url: string) {
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
    return Object.fromEntries(parsed.searchParams);
  }

  it("fills in a timed event at the server's start and end, in Los Angeles time", () => {
    const event = makeEvent({
      date: '2030-10-15',
      time: '5:00 PM - 10:00 PM',
      startsAt: '2030-10-15T17:00:00-07:00',
      endsAt: '2030-10-15T22:00:00-07:00',
    });
    expect(params(googleCalendarUrl(event, 'https://tbca.example.org/events/1'))).toEqual({
      action: 'TEMPLATE',
      text: 'Durga Puja 2025',
      dates: '20301015T170000/20301015T220000',
      details: 'Four days of worship, music and food.\n\nhttps://tbca.example.org/events/1',
      location: 'Tracy Community Center, 950 East St, Tracy, CA 95376',
      ctz: 'America/Los_Angeles',
    });
  });

  it('ends on the day the server says, past midnight included', () => {
    const event = makeEvent({
      date: '2030-12-31',
      time: '8 PM - 1 AM',
      startsAt: '2030-12-31T20:00:00-08:00',
      endsAt: '2031-01-01T01:00:00-08:00',
    });
    expect(params(googleCalendarUrl(event, 'https://tbca.example.org/events/1')).dates).toBe(
      '20301231T200000/20310101T010000',
    );
  });

  it('makes an all-day entry without a time zone when the time names no clock time, keeping it in the details', () => {
    const event = makeEvent({ date: '2030-12-31', time: 'After sunset', startsAt: null, endsAt: null });
    const query = params(googleCalendarUrl(event, 'https://tbca.example.org/events/1'));
    expect(query.dates).toBe('20301231/20310101');
    expect(query.ctz).toBeUndefined();
    expect(query.details).toBe('Time: After sunset\n\nFour days of worship, music and food.\n\nhttps://tbca.example.org/events/1');
  });
});
