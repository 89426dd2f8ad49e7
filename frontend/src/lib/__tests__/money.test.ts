import { activateLocale } from '../i18n';
import { dollarsToCents, formatMoney } from '../money';

describe('formatMoney', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2500, '$25.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
    [-2550, '-$25.50'],
  ])('%i cents: "%s"', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('drops the cents of whole dollars when asked, as prices read', () => {
    expect(formatMoney(2500, { whole: true })).toBe('$25');
    expect(formatMoney(2550, { whole: true })).toBe('$25.50');
    expect(formatMoney(0, { whole: true })).toBe('$0');
  });

  it('writes Bengali digits on a Bengali page', async () => {
    await activateLocale('bn');
    expect(formatMoney(2500)).toBe('$২৫.০০');
    expect(formatMoney(123456)).toBe('$১,২৩৪.৫৬');
    expect(formatMoney(-5)).toBe('-$০.০৫');
    expect(formatMoney(0)).toBe('$০.০০');
  });
});

describe('dollarsToCents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.05', 2505],
    ['0.1', 10],
    [' $1,000.75 ', 100075],
    ['100000', 10000000],
    ['19.99', 1999],
    ['২৫.৫০', 2550],
  ])('"%s" is %i cents', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '25.001', '-5', '1e3', '.5.'])('"%s" is not an amount', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});
