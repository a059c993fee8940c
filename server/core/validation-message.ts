/** One problem a schema found, as Fastify reports it: `/body/title`-style path and its message. */
export type ValidationIssue = { instancePath?: string; message?: string };

/**
 * The one message a refused request answers: the first issue's, naming its field where the
 * message does not ("body/title" → "title"). The API's validation and the public forms share it.
 */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? 'is invalid';
  // A body that is text, an array or a number instead of the expected JSON object.
  if (!where && context === 'body' && /expected object/.test(message))
    return 'The request body must be a JSON object';
  if (/^Invalid input|^Too (big|small)|^Invalid option|^Unrecognized/.test(message)) {
    const field = where || context || 'request';
    return `${field}: ${message}`;
  }
  return message;
}
