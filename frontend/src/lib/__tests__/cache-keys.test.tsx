import { http, HttpResponse } from 'msw';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { server } from '@/test/server';
import { act, renderWithProviders, screen } from '@/test-utils';
import { invalidate } from '../cache-keys';

const KEY = '/api/events';
let mutate: ScopedMutator;

function Reader() {
  const { data } = useSWR<string>(KEY);
  return <p>{data ?? 'Loading'}</p>;
}

/** A page that shows the read or not, while the cache outlives it (as the app's does). */
function Page({ showing }: { showing: boolean }) {
  mutate = useSWRConfig().mutate;
  return showing ? <Reader /> : null;
}

async function seenThenLeft() {
  let answer = 'Old title';
  server.use(http.get(KEY, () => HttpResponse.json(answer)));
  const { rerender } = renderWithProviders(<Page showing />);
  expect(await screen.findByText('Old title')).toBeInTheDocument();
  rerender(<Page showing={false} />);
  answer = 'New title';
  return rerender;
}

describe('invalidate', () => {
  it('drops a copy that is not on screen, so it is fetched afresh when shown again', async () => {
    const rerender = await seenThenLeft();
    await act(() => invalidate(mutate, [KEY], { dropCached: true }));
    rerender(<Page showing />);
    expect(await screen.findByText('New title')).toBeInTheDocument();
  });

  it('without dropCached, leaves a copy not on screen to be shown again as it was', async () => {
    const rerender = await seenThenLeft();
    await act(() => invalidate(mutate, [KEY]));
    rerender(<Page showing />);
    expect(screen.getByText('Old title')).toBeInTheDocument();
  });
});
