/**
 * The Content-Security-Policy nonce for the few <style> elements Radix creates (the scroll lock
 * of dialogs, the hidden scrollbar of selects), which a `style-src 'self'` policy would block.
 * The server puts it in `<meta property="csp-nonce" nonce="...">`: a nonce attribute, whose value
 * browsers hide from CSS attribute selectors, so injected CSS cannot leak it.
 */
let cached: string | undefined | null = null;

export function cspNonce(): string | undefined {
  // The server drawing a page's first screen (src/server/renderer.ts) has none: it draws no
  // element that needs one.
  if (typeof document === 'undefined') return undefined;
  if (cached === null) {
    cached = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  }
  return cached;
}
