/**
 * The Content-Security-Policy nonce for the few <style> elements that Radix needs (scroll lock
 * for dialogs, a hidden scrollbar in selects). The server may put it in
 * `<meta name="csp-nonce" content="...">`; without one, nothing is set.
 */
let cached: string | undefined | null = null;

export function cspNonce(): string | undefined {
  if (cached === null) {
    cached = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  }
  return cached;
}
