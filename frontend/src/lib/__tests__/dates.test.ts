import { formatClock, formatFullDate, formatLongDate, formatTimeOfDay, siteToday } from '@/lib/dates';
import { activateLocale } from '@/lib/i18n';

describe("the site's today", () => {
  it('is the calendar date in Tracy, wherever the phone is', () => {
    // 10 PM on the 26th in California is already the 27th in UTC.
    expect(siteToday(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-26');
    expect(siteToday(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
  });
});

describe('dates', () => {
  it('runs in a time zone west of UTC, where a naive parse would shift the day', () => {
    expect(new Date('2025-10-15').getDate()).toBe(14);
  });

  it('formats a calendar date as written', () => {
    expect(formatLongDate('2025-10-15')).toBe('October 15, 2025');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('keeps the calendar date of an ISO timestamp', () => {
    expect(formatLongDate('2025-10-15T00:00:00.000Z')).toBe('October 15, 2025');
  });

  it('formats with the weekday', () => {
    expect(formatFullDate('2025-10-15')).toBe('Wednesday, October 15, 2025');
  });

  it('leaves text that is not a date alone', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('dates written from the catalogue', () => {
  const intlLocales = { en: 'en-US', bn: 'bn-IN' } as const;

  function everyDay(from: number, to: number): string[] {
    const days: string[] = [];
    for (let time = Date.UTC(from, 0, 1); time < Date.UTC(to + 1, 0, 1); time += 86_400_000) {
      days.push(new Date(time).toISOString().slice(0, 10));
    }
    return days;
  }

  afterEach(() => activateLocale('en'));

  it.each(['en', 'bn'] as const)('match what Intl writes in %s, for every day of five years', async (locale) => {
    await activateLocale(locale);
    const long = new Intl.DateTimeFormat(intlLocales[locale], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const full = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'full', timeZone: 'UTC' });
    const days = everyDay(2024, 2028);
    expect(days).toHaveLength(1827);
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect(formatLongDate(day)).toBe(long.format(date));
      expect(formatFullDate(day)).toBe(full.format(date));
    }
  });

  it.each(['en', 'bn'] as const)('write every minute of a day as Intl writes it in %s', async (locale) => {
    await activateLocale(locale);
    const local = new Intl.DateTimeFormat(intlLocales[locale], { hour: 'numeric', minute: '2-digit' });
    const utc = new Intl.DateTimeFormat(intlLocales[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const [hours, minutes] = [Math.floor(minute / 60), minute % 60];
      const moment = new Date(2026, 9, 17, hours, minutes);
      expect(formatTimeOfDay(moment.toISOString())).toBe(local.format(moment));
      const written = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      expect(formatClock(written)).toBe(utc.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))));
    }
  });

  it('leave a clock time that is not one as it is', () => {
    expect(formatClock('24:00')).toBe('24:00');
    expect(formatClock('7:60')).toBe('7:60');
    expect(formatTimeOfDay('soon')).toBe('soon');
  });
});
