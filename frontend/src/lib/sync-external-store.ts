/**
 * What SWR imports as `use-sync-external-store/shim` (webpack.config.mjs points it here): React
 * has had the hook itself since 18, and the shim, a stand-in for older Reacts, would only add its
 * own code to every page's first script.
 */
export { useSyncExternalStore } from 'react';
