import fs from 'node:fs';
import path from 'node:path';

// Reads the colour tokens from the stylesheet, so the check follows any change to them.
const css = fs.readFileSync(path.join(__dirname, '..', '..', 'styles.css'), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, hex]) => [name, hex]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE = '#ffffff';

// Every text colour on every background it is used on.
const pairs: [string, string][] = [
  ['maroon', 'cream'],
  ['maroon', 'cream-dark'],
  ['maroon', 'card'],
  ['maroon', 'marigold'],
  ['maroon', 'marigold-light'],
  ['maroon-soft', 'cream'],
  ['maroon-soft', 'cream-dark'],
  ['maroon-soft', 'card'],
  ['sindoor', 'cream'],
  ['sindoor', 'card'],
  ['sindoor-dark', 'cream'],
  ['sindoor-dark', 'cream-dark'],
  ['sindoor-dark', 'card'],
  ['sindoor-dark', 'marigold-light'],
  ['cream', 'maroon'],
  ['cream', 'sindoor-dark'],
  ['leaf', 'card'],
  ['leaf', 'cream'],
  ['leaf', 'marigold-light'],
];

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it('found the tokens', () => {
    expect(Object.keys(tokens)).toEqual(expect.arrayContaining(['cream', 'maroon', 'sindoor', 'marigold']));
  });

  it.each(pairs)('%s text on %s', (text, background) => {
    expect(contrast(tokens[text], tokens[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['sindoor', 'sindoor-dark', 'leaf', 'maroon'])('white text on %s', (background) => {
    expect(contrast(WHITE, tokens[background])).toBeGreaterThanOrEqual(4.5);
  });
});
