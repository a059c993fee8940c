import type { z } from 'zod';
import { type FormAnswer, type FormClient, answerOf, parseWith } from './form-answer';
import type { WritePolicy } from './write-policy';

/**
 * One public form: its contract, its write policy and its work. The API route validates a body
 * with `parse` (in Fastify's validation step) and answers `run`'s result; the page's action calls
 * `submit`, which is the two in a row.
 */
export interface PublicForm<S extends z.ZodType, T> {
  policy: WritePolicy;
  /** The contract: the API route declares it as its body, so the OpenAPI document shows it. */
  schema: S;
  parse(raw: unknown): FormAnswer<z.output<S>>;
  run(input: z.output<S>, client: FormClient): Promise<FormAnswer<T>>;
  submit(raw: unknown, client: FormClient): Promise<FormAnswer<T>>;
}

export function publicForm<S extends z.ZodType, T>(declaration: {
  policy: WritePolicy;
  schema: S;
  work: (input: z.output<S>, client: FormClient) => Promise<T>;
}): PublicForm<S, T> {
  const { policy, schema, work } = declaration;
  const parse = (raw: unknown) => parseWith(schema, raw);
  const run = (input: z.output<S>, client: FormClient) => answerOf(() => work(input, client));
  return {
    policy,
    schema,
    parse,
    run,
    async submit(raw, client) {
      const parsed = parse(raw);
      return parsed.ok ? run(parsed.data, client) : parsed;
    },
  };
}
