/**
 * A calendar feed's address as calendar apps subscribe to it: `webcal://` in place of http(s)
 * (the phone's calendar opens it and keeps it up to date). A path alone (no origin known yet, as
 * on the server's first draw) stays as it is.
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}
