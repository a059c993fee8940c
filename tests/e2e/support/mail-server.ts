import type { APIRequestContext } from '@playwright/test';
import { type ServerProcess, startServer } from '../../support/server-process';
import { type SmtpSink, startSmtpSink } from '../../support/smtp-sink';
import { e2ePort, PORTS_PER_WORKER } from './e2e-servers';
import { ADMIN } from './fixtures';

/**
 * A server of a spec's own that sends real mail to an SMTP sink (the shared e2e server keeps mail
 * off, as `npm start` does), `portAfter` ports after the worker's own (e2e-servers.ts), its links pointing at its own
 * origin (no PUBLIC_URL), with any more `env` it asks for. `hooks(test)` starts it before the spec's tests and stops it after them.
 */
type Hook = (fn: () => Promise<void>) => void;
/** Longer than startServer's own 90 s wait for a healthy server. */
const START_TIMEOUT_MS = 120_000;

export function mailServer(portAfter: number, env: Record<string, string> = {}) {
  if (portAfter < 1 || portAfter >= PORTS_PER_WORKER)
    throw new Error(`A spec's own server takes one of its worker's ports 1 to ${PORTS_PER_WORKER - 1}.`);
  const state: { smtp?: SmtpSink; server?: ServerProcess; starting?: Promise<void> } = {};
  return {
    get smtp() {
      return state.smtp!;
    },
    get server() {
      return state.server!;
    },
    start() {
      state.starting = (async () => {
        state.smtp = await startSmtpSink();
        state.server = await startServer({
          SMTP_URL: state.smtp.url,
          PORT: String(e2ePort() + portAfter),
          ...env,
        });
      })();
      return state.starting;
    },
    /** Waits for a start still under way (a timed-out beforeAll), so its server is stopped too. */
    async stop() {
      await state.starting?.catch(() => undefined);
      await state.server?.kill();
      await state.smtp?.close();
    },
    /**
     * The spec's beforeAll and afterAll: the start may take as long as startServer waits for a
     * healthy server (90 s) on a busy machine, longer than a test's 30 s, so its hook is given
     * that and more; a start that fails still has its server stopped.
     */
    hooks(test: { beforeAll: Hook; afterAll: Hook; setTimeout: (ms: number) => void }) {
      test.beforeAll(async () => {
        test.setTimeout(START_TIMEOUT_MS);
        await this.start();
      });
      test.afterAll(async () => {
        test.setTimeout(START_TIMEOUT_MS);
        await this.stop();
      });
    },
    /** The address's subscriber status, as the back office lists it. */
    async statusOf(email: string, request: APIRequestContext) {
      const base = state.server!.baseUrl;
      const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
      const token = (await login.json()).data.token as string;
      const list = await request.get(`${base}/api/subscribers?search=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await list.json()).data as { status: string }[])[0]?.status;
    },
  };
}
