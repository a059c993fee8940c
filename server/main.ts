import { runsProductionBuilds } from './config';
import { preferProductionReactRouter } from './react-router-production';

// React Router's production build is chosen before the server's modules resolve, hence the
// dynamic import (docs/decisions/0019-react-router-production-build-on-the-server.md).
const dev = process.argv.includes('--dev');
if (runsProductionBuilds(dev)) preferProductionReactRouter();

const { main } = await import('./serve');
main({ dev }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
