import { runsProductionBuilds } from './config';
import { preferProductionReactRouter } from './react-router-production';

/**
 * The process entry. In production, React Router's production build is chosen before the server's
 * modules are resolved (./react-router-production.ts); everything else is imported after that.
 * Development keeps the development build Vite gives the pages, so the two agree.
 */
if (runsProductionBuilds()) preferProductionReactRouter();

const { main } = await import('./serve');
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
