import { matchesQuery } from '../search';

describe('matchesQuery', () => {
  it('ignores case and the accents of Latin letters, either way round', () => {
    expect(matchesQuery('sen', 'Mita Sén')).toBe(true);
    expect(matchesQuery('SÉN', 'Mita Sen')).toBe(true);
    expect(matchesQuery('jose', 'José Álvarez')).toBe(true);
    expect(matchesQuery('alvarez', 'José Álvarez')).toBe(true);
  });

  it('keeps Bengali vowel signs, which are part of the word', () => {
    expect(matchesQuery('সেন', 'মিতা সেন')).toBe(true);
    expect(matchesQuery('সেন', 'রুমা সন')).toBe(false);
    expect(matchesQuery('মি', 'মা দাস')).toBe(false);
  });

  it('matches a Bengali letter with a nukta typed whole or in two parts', () => {
    expect(matchesQuery('\u09df', 'রায়'.normalize('NFD'))).toBe(true);
    expect(matchesQuery('\u09af\u09bc', 'রা\u09df')).toBe(true);
  });

  it('finds the query in any of the texts, trimmed; an empty query matches everything', () => {
    expect(matchesQuery(' arjun@EXAMPLE ', 'Arjun Das', 'ARJUN@example.net')).toBe(true);
    expect(matchesQuery('nobody', 'Arjun Das', 'ARJUN@example.net')).toBe(false);
    expect(matchesQuery('   ', 'Arjun Das')).toBe(true);
  });
});
