import { formatFullDate, formatLongDate } from '@/lib/dates';

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
