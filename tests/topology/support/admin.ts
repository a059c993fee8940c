/**
 * The instances' first super admin, as production wants it: a password that passes the password
 * rules. Apart from topology.ts so the Playwright config can read it without loading the topology.
 */
export const TOPOLOGY_ADMIN = { username: 'admin', password: 'topology-crimson-anvil' };
