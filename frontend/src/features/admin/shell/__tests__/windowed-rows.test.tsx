import { render, waitFor } from '@testing-library/react';
import { useWindowedRows } from '../windowed-rows';

const ROWS = Array.from({ length: 2000 }, (_, index) => index);
const keyOf = (row: number) => row;

/** Draws the 2,000 rows windowed, noting how many each render drew. */
function drawList() {
  const drawn: number[] = [];
  function List() {
    const list = useWindowedRows<number, HTMLUListElement>({ rows: ROWS, getKey: keyOf, estimateSize: 60, overscan: 4 });
    drawn.push(list.rows.length);
    return (
      <ul ref={list.listRef}>
        {list.rows.map(({ key }) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    );
  }
  render(<List />);
  return drawn;
}

describe('a windowed list', () => {
  it('draws the rows on the screen in its first render, not only once the window has been measured', () => {
    const drawn = drawList();

    // jsdom's window is 768 pixels high: 13 rows of 60 on it, and one drawn beyond its edge.
    expect(drawn[0]).toBe(14);
  });

  it('draws the rest of the rows beyond the screen once the browser is idle', async () => {
    const drawn = drawList();

    // The 13 rows on the screen and the 4 beyond its edge.
    await waitFor(() => expect(drawn.at(-1)).toBe(17));
    expect(drawn[0]).toBe(14);
  });
});
