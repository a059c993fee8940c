import { runsProductionBuilds } from './config';
import { preferProductionReactRouter } from './react-router-production';

/**
 * The process entry. In production, React Router's production build is chosen before the server's
 * modules are resolved (./react-router-production.ts); everything else is imported after that.
 * Development keeps the development build Vite gives the pages, so the two agree.
 */
const dev = process.argv.includes('--dev');
if (runsProductionBuilds(dev)) preferProductionReactRouter();

const { main } = await import('./serve');
main({ dev }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
