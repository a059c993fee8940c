import { register } from 'node:module';

/**
 * react-router's package exports name its development build whatever NODE_ENV says
 * (remix-run/react-router#14102): under `npm start` the server would render with its dev
 * warnings and checks on. The browser bundle already takes the production build (vite.config.ts);
 * this does the same for Node. It must run before any module that imports react-router is
 * resolved, so server/main.ts calls it before importing the rest of the server. Both the server's
 * own import and the page build's resolve through it: one copy, one router context.
 */
export function preferProductionReactRouter() {
  register('./react-router-production-hook.mjs', import.meta.url);
}
