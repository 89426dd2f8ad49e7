import { searchIndex } from '../search';

/** Whether a row of these texts is found by the query. */
function matches(query: string, ...texts: string[]): boolean {
  return searchIndex([texts], (row) => row)(query).length === 1;
}

describe('searchIndex', () => {
  it('ignores case and the accents of Latin letters, either way round', () => {
    expect(matches('sen', 'Mita Sén')).toBe(true);
    expect(matches('SÉN', 'Mita Sen')).toBe(true);
    expect(matches('jose', 'José Álvarez')).toBe(true);
    expect(matches('alvarez', 'José Álvarez')).toBe(true);
  });

  it('keeps Bengali vowel signs, which are part of the word', () => {
    expect(matches('সেন', 'মিতা সেন')).toBe(true);
    expect(matches('সেন', 'রুমা সন')).toBe(false);
    expect(matches('মি', 'মা দাস')).toBe(false);
  });

  it('matches a Bengali letter with a nukta typed whole or in two parts', () => {
    expect(matches('\u09df', 'রায়'.normalize('NFD'))).toBe(true);
    expect(matches('\u09af\u09bc', 'রা\u09df')).toBe(true);
  });

  it('finds the query in any of the texts, trimmed, but not across two of them', () => {
    expect(matches(' arjun@EXAMPLE ', 'Arjun Das', 'ARJUN@example.net')).toBe(true);
    expect(matches('nobody', 'Arjun Das', 'ARJUN@example.net')).toBe(false);
    expect(matches('dasarjun', 'Arjun Das', 'arjun@example.net')).toBe(false);
  });

  it('gives the rows that match in their order, and the list itself to an empty query', () => {
    const rows = [{ name: 'Mita Sen' }, { name: 'Arjun Das' }, { name: 'Sumita Dās' }];
    const search = searchIndex(rows, (row) => [row.name]);
    expect(search('mita')).toEqual([rows[0], rows[2]]);
    expect(search('   ')).toBe(rows);
  });

  it('folds the rows\' texts at the first search, once, not while the list is first drawn', () => {
    const rows = [{ name: 'Mita Sen' }, { name: 'Arjun Das' }];
    const texts = jest.fn((row: { name: string }) => [row.name]);
    const search = searchIndex(rows, texts);
    expect(search('')).toBe(rows);
    expect(texts).not.toHaveBeenCalled();
    expect(search('sen')).toEqual([rows[0]]);
    expect(search('das')).toEqual([rows[1]]);
    expect(texts).toHaveBeenCalledTimes(2);
  });
});
