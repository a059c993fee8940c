import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';

const NO_STORE = 'no-store';

/**
 * The route groups that hand out or manage credentials (session tokens, TOTP secrets, recovery
 * codes, passkeys, reset links): kept by no cache, whatever the caller or the status.
 */
const CREDENTIAL_GROUPS = /^\/api\/(auth|two-factor|passkeys|password-reset|account)(\/|\?|$)/i;

/** An answer to a request that presents a session may hold staff or personal data. */
const presentsCredentials = (request: FastifyRequest) => request.headers.authorization !== undefined;

const markAnswer: onSendAsyncHookHandler = async (request, reply, payload) => {
  if (CREDENTIAL_GROUPS.test(request.url) || presentsCredentials(request)) keepOutOfCaches(reply);
  return payload;
};

/**
 * `Cache-Control: no-store` on the API's answers that must stay out of browser and proxy caches:
 * credential routes always, and any answer to a request with an Authorization header. Anonymous
 * public reads keep their ETag and read-cache headers. Added to each route's own onSend, which runs
 * after every scope's: the read cache has then kept its entry's headers without this one.
 */
export function registerNoStoreAnswers(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, markAnswer];
  });
}

/** `Cache-Control: no-store`, unless the answer says so already (`private, no-store` stays). */
export function keepOutOfCaches(reply: FastifyReply) {
  if (!String(reply.getHeader('cache-control') ?? '').includes(NO_STORE))
    reply.header('cache-control', NO_STORE);
}
