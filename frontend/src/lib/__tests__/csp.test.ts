describe('cspNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.resetModules();
  });

  async function load() {
    return (await import('@/lib/csp')).cspNonce;
  }

  it('reads the nonce the server puts in the page', async () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m">';
    expect((await load())()).toBe('r4nd0m');
  });

  it('is undefined when the page has none', async () => {
    expect((await load())()).toBeUndefined();
  });
});
