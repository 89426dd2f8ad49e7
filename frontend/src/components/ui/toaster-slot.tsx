import * as React from 'react';
import { useToast } from './use-toast';

type ToastsModule = { default: React.ComponentType };

// Radix's toast is a chunk of its own, loaded once the page is up (`preloadToasts`) or with the
// first toast, whichever comes first: most visits show none, and the home page loads less.
let loaded: React.ComponentType | undefined;
const load = () =>
  import(/* webpackChunkName: "toast" */ './toast').then((module: ToastsModule) => {
    loaded = module.default;
    return module;
  });
const LazyToasts = React.lazy(load);

/** Loads the toasts' code ahead of the first toast, so that it shows at once. */
export function preloadToasts(): Promise<unknown> {
  return load();
}

/** Where the app's toasts appear; renders nothing until the first one. */
export function ToasterSlot() {
  const { toasts } = useToast();
  const [needed, setNeeded] = React.useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  if (loaded) return React.createElement(loaded);
  return (
    <React.Suspense fallback={null}>
      <LazyToasts />
    </React.Suspense>
  );
}
