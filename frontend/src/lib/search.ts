/**
 * Lower case, with the accents of Latin letters taken off, so "Sen" finds "Sén" and the reverse.
 * Only Latin's combining accents (U+0300 to U+036F) go: a Bengali vowel sign is a combining mark
 * too, but it is part of the word ("সেন" is not "সন"). Both sides are decomposed the same way, so
 * a letter typed whole or as letter and nukta ("য়") matches either.
 */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Whether any of the texts contains the query, ignoring case and accents; an empty query matches all. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const needle = folded(query.trim());
  return !needle || texts.some((text) => folded(text).includes(needle));
}
