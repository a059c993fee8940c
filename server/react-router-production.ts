import { register } from 'node:module';

/**
 * react-router's exports always name its development build (remix-run/react-router#14102); call before
 * it is first resolved (docs/decisions/0019-react-router-production-build-on-the-server.md).
 */
export function preferProductionReactRouter() {
  register('./react-router-production-hook.mjs', import.meta.url);
}
