import { pageToKeep } from '../offline';

const head = '<!doctype html><html lang="en"><head><title>Check-in</title></head><body>';
const tail = '<script id="initial-data" type="application/json">{}</script></body></html>';

describe('pageToKeep', () => {
  it("keeps the door's page without the first screen drawn for its visitor", () => {
    const screen =
      '<div id="root" data-screen="door" inert><!--screen--><div class="grid"><ul aria-label="Expected parties">' +
      '<li><p>Amit Roy</p></li><li><div><p>Bela Das &lt;/div&gt;</p></div></li></ul></div><!--/screen--></div>';

    const kept = pageToKeep(head + screen + tail);

    expect(kept).toBe(`${head}<div id="root"></div>${tail}`);
    expect(kept).not.toContain('Amit Roy');
  });

  it('keeps every other page as it came', () => {
    const drawn = `${head}<div id="root" data-drawn="/events"><main><h1>Events</h1></main></div>${tail}`;
    const empty = `${head}<div id="root"></div>${tail}`;

    expect(pageToKeep(drawn)).toBe(drawn);
    expect(pageToKeep(empty)).toBe(empty);
  });
});
