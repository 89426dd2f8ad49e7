import { activateLocale } from '@/lib/i18n';
import { inPageDigits, membershipYear, yearName } from '../membership-year';

describe('the membership year', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('is the calendar year when years start in January', () => {
    expect(membershipYear(new Date(2026, 0, 1), 1)).toBe(2026);
    expect(membershipYear(new Date(2026, 11, 31), 1)).toBe(2026);
    expect(yearName(2026, 1)).toBe('2026');
  });

  it('is named by the year it starts in otherwise, with an en dash', () => {
    expect(membershipYear(new Date(2026, 7, 31), 9)).toBe(2025);
    expect(membershipYear(new Date(2026, 8, 1), 9)).toBe(2026);
    expect(yearName(2026, 9)).toBe('2026–27');
    expect(yearName(2099, 9)).toBe('2099–00');
  });

  it('is written in Bengali digits on a Bengali page', async () => {
    await activateLocale('bn');
    expect(inPageDigits(yearName(2026, 4))).toBe('২০২৬–২৭');
  });
});
