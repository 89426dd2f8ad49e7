/**
 * Lower case, with the accents of Latin letters taken off, so "Sen" finds "Sén" and the reverse.
 * Only Latin's combining accents (U+0300 to U+036F) go: a Bengali vowel sign is a combining mark
 * too, but it is part of the word ("সেন" is not "সন"). Both sides are decomposed the same way, so
 * a letter typed whole or as letter and nukta ("য়") matches either.
 */
function folded(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * A list's search, built once per list: each row's texts are folded once, at the first search
 * (not while the list is first drawn), so that a keystroke in a list of two thousand parties only
 * compares strings. The search returns the rows any of whose texts contains the query, ignoring
 * case and accents, in their order; an empty query returns the list itself.
 */
export function searchIndex<Row>(rows: readonly Row[], texts: (row: Row) => string[]): (query: string) => readonly Row[] {
  let haystacks: string[] | undefined;
  return (query) => {
    const needle = folded(query.trim());
    if (!needle) return rows;
    // A line break cannot be typed into a search box, so no query spans two texts.
    const folds = (haystacks ??= rows.map((row) => texts(row).map(folded).join('\n')));
    return rows.filter((_, index) => folds[index].includes(needle));
  };
}
