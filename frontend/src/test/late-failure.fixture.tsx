import useSWR from 'swr';
import { setTimeout as sleep } from 'node:timers/promises';
import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { renderWithProviders } from '@/test-utils';

function Reader() {
  const { data } = useSWR('/api/late-failure/', {
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    shouldRetryOnError: true,
  });
  return <p>{data ? 'read' : 'reading'}</p>;
}

// Run only by late-answers.test.ts: its read fails 300 ms after the test has ended.
test('a read whose failure lands after the file ends', () => {
  server.use(
    http.get('/api/late-failure/', async () => {
      await sleep(300);
      return HttpResponse.json({ detail: 'down' }, { status: 503 });
    }),
  );
  renderWithProviders(<Reader />);
});
