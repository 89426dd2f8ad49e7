/**
 * The page renderer: a small HTTP server on a Unix socket, beside gunicorn in the container,
 * that Django asks for a public page's first screen (cultural_site/renderer.py). It answers
 * POST / with {"path", "language", "data"} with the page's markup, 422 for a request it cannot
 * read, 500 when rendering fails. Django serves the page without its first screen whenever it
 * cannot have one, so nothing here is ever in a visitor's way.
 *
 *   node dist/renderer/renderer.js <socket path>
 */
import fs from 'node:fs';
import http from 'node:http';
import { preloadRoute } from '@/app/AppRoutes';
import { LOCALES, activateLocale, type Locale } from '@/lib/i18n';
import { renderPage, type PageRequest } from './render-page';

// The door's first data holds its whole list: a festival of 2,000 parties is about 0.4 MB.
const MAX_BODY_BYTES = 8 * 1024 * 1024;

function parse(body: string): PageRequest | null {
  try {
    const value: unknown = JSON.parse(body);
    if (!value || typeof value !== 'object') return null;
    const { path, language, data } = value as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/')) return null;
    if (language !== 'en' && language !== 'bn') return null;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    return { path, language: language as Locale, data: data as PageRequest['data'] };
  } catch {
    return null;
  }
}

function answer(response: http.ServerResponse, status: number, body: string, type = 'text/plain') {
  response.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

/**
 * The door's code and every language's messages, loaded as the renderer starts, ahead of the first
 * page asked for: the first volunteer to open the door (a page drawn for each visitor, never kept)
 * would otherwise wait for them. Not the other organisers' screens: their catalogue's words would
 * then stand in for the public pages' own, which the browser, without it, draws otherwise.
 */
async function warmUp(): Promise<void> {
  await preloadRoute('/admin/check-in/0');
  for (const locale of LOCALES) await activateLocale(locale);
}

// One render at a time: the active language is the process's own (Lingui's i18n). The warm-up first.
let queue: Promise<unknown> = warmUp().catch((error: unknown) => console.error('Warming up failed:', error));

function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  if (request.method === 'GET' && request.url === '/health') return answer(response, 200, 'ok');
  if (request.method !== 'POST') return answer(response, 405, 'POST a page to render');
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) request.destroy();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    const page = parse(Buffer.concat(chunks).toString('utf8'));
    if (!page) return answer(response, 422, 'expected {"path", "language", "data"}');
    queue = queue
      .then(() => renderPage(page))
      .then(
        (html) => answer(response, 200, html, 'text/html'),
        (error: unknown) => {
          console.error(`Rendering ${page.path} failed:`, error);
          answer(response, 500, 'rendering failed');
        },
      );
  });
}

const socket = process.argv[2];
if (!socket) {
  console.error('usage: node renderer.js <socket path>');
  process.exit(2);
}
fs.rmSync(socket, { force: true });
const server = http.createServer(handle);
server.listen(socket, () => console.log(`Page renderer listening on ${socket}`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
