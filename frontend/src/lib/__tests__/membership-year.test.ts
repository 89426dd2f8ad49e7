import { activateLocale } from '../i18n';
import { membershipYearLabel, membershipYearName, membershipYearOf } from '../membership-year';

describe('the membership year', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('is the calendar year when years start in January', () => {
    expect(membershipYearOf(1, new Date(2026, 0, 1))).toBe(2026);
    expect(membershipYearOf(1, new Date(2026, 11, 31))).toBe(2026);
    expect(membershipYearName(2026, 1)).toBe('2026');
    expect(membershipYearLabel(2026, 1)).toBe('2026');
  });

  it('is named by the year it starts in otherwise, with an en dash, as the server names it', () => {
    expect(membershipYearOf(9, new Date(2026, 7, 31))).toBe(2025);
    expect(membershipYearOf(9, new Date(2026, 8, 1))).toBe(2026);
    expect(membershipYearName(2026, 9)).toBe('2026–27');
    expect(membershipYearName(2099, 4)).toBe('2099–00');
    expect(membershipYearLabel(2026, 9)).toBe('2026–27');
  });

  it('is written in Bengali digits on a Bengali page, and named in the server’s digits', async () => {
    await activateLocale('bn');
    expect(membershipYearLabel(2026, 4)).toBe('২০২৬–২৭');
    expect(membershipYearName(2026, 4)).toBe('2026–27');
  });
});
