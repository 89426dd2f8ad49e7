import * as React from 'react';
import { useToast } from './use-toast';

type ToastsModule = { default: React.ComponentType };

// Radix's toast is a chunk of its own, loaded once the page is up (`preloadToasts`) or with the
// first toast, whichever comes first: most visits show none, and the home page loads less.
let loaded: React.ComponentType | undefined;
const whenLoaded = new Set<() => void>();
const load = () =>
  import(/* webpackChunkName: "toast" */ './toast').then((module: ToastsModule) => {
    loaded = module.default;
    for (const listener of whenLoaded) listener();
    return module;
  });
const LazyToasts = React.lazy(load);

/** Loads the toasts' code ahead of the first toast, so that it shows at once. */
export function preloadToasts(): Promise<unknown> {
  return load();
}

function subscribeToLoad(listener: () => void) {
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}

const noToasts = () => undefined;

/**
 * Where the app's toasts appear. Once their code is loaded, their (empty) live region is in the
 * page, so the first toast is announced and shows in the same render as what caused it (Radix
 * puts a toast into its region only once the region is mounted). Before that, nothing until the
 * first toast.
 */
export function ToasterSlot() {
  const { toasts } = useToast();
  // The server draws no toasts (src/server/renderer.ts), so a page it drew is taken over without
  // them, whether or not their code has arrived by then.
  const Toasts = React.useSyncExternalStore(subscribeToLoad, () => loaded, noToasts);
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (Toasts) return <Toasts />;
  if (!needed) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyToasts />
    </React.Suspense>
  );
}
