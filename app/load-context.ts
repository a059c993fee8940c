import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

/**
 * What the server hands to every loader and action (server/web.ts). Loaders read content
 * through the server's repositories directly: no HTTP round trip during SSR.
 */
declare module 'react-router' {
  interface AppLoadContext {
    db: Kysely<Database>;
    cspNonce: string | undefined;
    publicUrl: string | undefined;
  }
}

export {};
