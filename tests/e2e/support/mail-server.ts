import type { APIRequestContext } from '@playwright/test';
import { type ServerProcess, startServer } from '../../support/server-process';
import { type SmtpSink, startSmtpSink } from '../../support/smtp-sink';
import { ADMIN } from './fixtures';

/**
 * A server of a spec's own that sends real mail to an SMTP sink (the shared e2e server keeps mail
 * off, as `npm start` does), `portAfter` ports after the shared one, its links pointing at its own
 * origin (no PUBLIC_URL). Call `start` in beforeAll and `stop` in afterAll.
 */
export function mailServer(portAfter: number) {
  const state: { smtp?: SmtpSink; server?: ServerProcess } = {};
  return {
    get smtp() {
      return state.smtp!;
    },
    get server() {
      return state.server!;
    },
    async start() {
      state.smtp = await startSmtpSink();
      state.server = await startServer({
        SMTP_URL: state.smtp.url,
        PORT: String(Number(process.env.E2E_PORT ?? 3100) + portAfter),
      });
    },
    async stop() {
      await state.server?.kill();
      await state.smtp?.close();
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
