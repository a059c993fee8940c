import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../core/errors';
import type { FormAnswer, FormClient, FormRefusal } from '../forms/form-answer';
import type { WritePolicy } from '../forms/write-policy';

/** A route's schema definition, whatever the route's schema type. */
type RouteSchemaDef<T> = Parameters<FastifySchemaCompiler<T>>[0];

type DeclaredForm = { policy: WritePolicy; parse(raw: unknown): FormAnswer<unknown> };

/** A refusal as the error handler answers it: the envelope with its status, message and headers. */
const refusalError = (refusal: FormRefusal) =>
  new HttpError(refusal.status, refusal.message, refusal.headers);

/**
 * The options a public form's API route takes from the form: its write policy (counted per client
 * and, for large bodies, an upload slot, both before the body is read; its body limit) and its
 * validation, run in Fastify's validation step so the hooks keep their order. The route still
 * declares the contract as its body, for the OpenAPI document.
 */
export function publicFormOptions(app: FastifyInstance, form: DeclaredForm) {
  const { policy } = form;
  // Takes any route's schema definition: the route's own schema type is not known here.
  const formValidator = (route: RouteSchemaDef<unknown>) => {
    // Any other part of the request (none of these routes has one) keeps the zod compiler.
    if (route.httpPart !== 'body') return validatorCompiler(route as RouteSchemaDef<z.ZodType>);
    return (data: unknown) => {
      const parsed = form.parse(data);
      return parsed.ok ? { value: parsed.data } : { error: refusalError(parsed) };
    };
  };
  return {
    onRequest: policy.uploads ? [app.limitPublicWrites, app.uploadGate.hook] : [app.limitPublicWrites],
    ...(policy.apiMaxBytes === undefined ? {} : { bodyLimit: policy.apiMaxBytes }),
    validatorCompiler: formValidator,
  };
}

export const formClient = (request: FastifyRequest): FormClient => ({ ip: request.ip, log: request.log });

/** An accepted answer's data; a refusal is thrown for the error handler to answer. */
export function answerData<T>(answer: FormAnswer<T>): T {
  if (answer.ok) return answer.data;
  throw refusalError(answer);
}

/** A check's refusal, thrown for the error handler to answer; nothing when the check passed. */
export function throwRefusal(refusal: FormRefusal | undefined): void {
  if (refusal) throw refusalError(refusal);
}
