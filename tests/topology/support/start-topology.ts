import fs from 'node:fs';
import { startTopology, topologyStateFile } from './topology';

/**
 * The deployed topology for the browser specs (playwright.topology.config.ts): up until SIGTERM,
 * then every part stopped and the database dropped.
 */
const topology = await startTopology({ httpsPort: Number(process.env.TOPOLOGY_HTTPS_PORT) });
// The specs reach each instance directly too (what one writes, the other must serve).
fs.writeFileSync(
  topologyStateFile(topology.url),
  JSON.stringify({ url: topology.url, instances: topology.instances.map((instance) => instance.baseUrl) }),
);
console.log(`Deployed topology at ${topology.url}`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await topology.close().catch((error) => console.error('Could not stop the topology', error));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
