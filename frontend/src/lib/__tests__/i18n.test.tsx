import { formatFullDate, formatLongDate } from '@/lib/dates';
import { i18n } from '@lingui/core';
import { activateLocale, addCatalogues, chooseLocale, currentLocale, formatNumber, pageLocale, pluralForm } from '@/lib/i18n';
import { Navbar } from '@/components/layout/Navbar';
import { act, renderWithProviders, screen } from '@/test-utils';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { makeSettings } from '@/test/fixtures';

afterEach(() => {
  document.documentElement.lang = '';
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('languages', () => {
  it('keeps the site’s own translation of a text two parts share, whichever part loaded first', async () => {
    await activateLocale('bn');
    const part = (bengali: string) => ({ en: { 'test.shared': ['Waiting list'] }, bn: { 'test.shared': [bengali] } });
    addCatalogues(part('the organisers’'));
    addCatalogues(part('the event pages’'), { own: true });
    expect(i18n._('test.shared')).toBe('the event pages’');
    // A part loaded after the site's own does not take the text over either.
    addCatalogues(part('the programme’s'));
    expect(i18n._('test.shared')).toBe('the event pages’');
    await activateLocale('en');
  });

  it('reads the page language the server wrote into <html lang>', () => {
    document.documentElement.lang = 'bn';
    expect(pageLocale()).toBe('bn');
    document.documentElement.lang = 'bn-IN';
    expect(pageLocale()).toBe('bn');
    document.documentElement.lang = 'fr';
    expect(pageLocale()).toBe('en');
    document.documentElement.lang = '';
    expect(pageLocale()).toBe('en');
  });

  it('writes dates and numbers in Bengali, without moving the day', async () => {
    expect(formatLongDate('2025-10-15')).toBe('October 15, 2025');
    await activateLocale('bn');
    expect(formatLongDate('2025-10-15')).toBe('১৫ অক্টোবর, ২০২৫');
    expect(formatFullDate('2025-10-15')).toBe('বুধবার, ১৫ অক্টোবর, ২০২৫');
    expect(formatNumber(12)).toBe('১২');
  });

  it.each(['en', 'bn'] as const)('writes the integers it spells out itself as Intl does, in %s', async (locale) => {
    await activateLocale(locale);
    const intl = new Intl.NumberFormat(locale === 'bn' ? 'bn-IN' : 'en-US');
    const year = new Intl.NumberFormat(locale === 'bn' ? 'bn-IN' : 'en-US', { useGrouping: false });
    for (let value = -5; value < 1000; value += 1) expect(formatNumber(value)).toBe(intl.format(value));
    for (const value of [1000, 2026, 12345, 123456, 1234567, 12345678, -1000, -2026, -123456, Number.MAX_SAFE_INTEGER]) {
      expect(formatNumber(value)).toBe(intl.format(value));
      expect(formatNumber(value, { useGrouping: false })).toBe(year.format(value));
    }
    expect(formatNumber(2.5)).toBe(intl.format(2.5));
    await activateLocale('en');
  });

  it.each(['en', 'bn'] as const)('chooses the plural form of a count as Intl does, in %s', async (locale) => {
    await activateLocale(locale);
    const rules = new Intl.PluralRules(locale === 'bn' ? 'bn-IN' : 'en-US');
    for (let count = 0; count <= 10_000; count += 1) expect(pluralForm(count)).toBe(rules.select(count));
    for (const count of [-1, 0.5, 1.5, 2.5]) expect(pluralForm(count)).toBe(rules.select(count));
    await activateLocale('en');
  });

  it('switches from the navbar, remembers the choice and tells the server', async () => {
    let language: string | null = null;
    server.use(
      http.get('/api/settings', ({ request }) => {
        language = request.headers.get('Accept-Language');
        return HttpResponse.json(makeSettings());
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    expect(await screen.findByRole('link', { name: 'Events' })).toBeInTheDocument();
    expect(language).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Language: বাংলা' }));

    expect(await screen.findByRole('link', { name: 'অনুষ্ঠান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ভাষা: English' })).toBeInTheDocument();
    expect(currentLocale()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(document.cookie).toContain('lang=bn');

    await act(() => chooseLocale('en'));
    expect(await screen.findByRole('link', { name: 'Events' })).toBeInTheDocument();
  });
});
