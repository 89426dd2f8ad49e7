/**
 * The Content-Security-Policy nonce for the few <style> elements Radix creates (the scroll lock
 * of dialogs, the hidden scrollbar of selects), which a `style-src 'self'` policy would block.
 * The server puts it in `<meta name="csp-nonce" content="...">`; the
 * `<meta property="csp-nonce" nonce="...">` form, which hides the value from CSS selectors, is
 * read too.
 */
let cached: string | undefined | null = null;

export function cspNonce(): string | undefined {
  if (cached === null) {
    const hidden = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const plain = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
    cached = hidden?.nonce || plain?.content || undefined;
  }
  return cached;
}
