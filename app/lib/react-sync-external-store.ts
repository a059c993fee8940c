/**
 * `use-sync-external-store/shim` for the browser: React 19 has the hook itself, so the shim that
 * @lingui/react imports for older Reacts would only add its fallback's bytes to every public page
 * (vite.config.ts aliases the shim here).
 */
export { useSyncExternalStore } from 'react';
