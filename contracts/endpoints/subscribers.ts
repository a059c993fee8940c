import type { deletedResult } from '../common';
import type {
  SubscribeInput,
  Subscriber,
  resendConfirmationBody,
  resendConfirmationResultSchema,
  subscribeResultSchema,
  subscriberCountSchema,
  subscriberFilterQuery,
  subscriberStatsSchema,
} from '../subscriber';
import { endpoint } from './endpoint';

export const subscriberEndpoints = {
  subscribe: endpoint<{ body: SubscribeInput; response: typeof subscribeResultSchema }>()(
    'POST',
    '/api/subscribers',
  ),
  list: endpoint<{ response: Subscriber[]; query: typeof subscriberFilterQuery }>()(
    'GET',
    '/api/subscribers',
  ),
  stats: endpoint<{ response: typeof subscriberStatsSchema }>()('GET', '/api/subscribers/stats'),
  count: endpoint<{ response: typeof subscriberCountSchema; query: typeof subscriberFilterQuery }>()(
    'GET',
    '/api/subscribers/count',
  ),
  /** CSV text, not the envelope: read by subscriber-csv.ts as a stream. */
  exportCsv: endpoint<{ response: string; query: typeof subscriberFilterQuery }>()(
    'GET',
    '/api/subscribers/export.csv',
  ),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/subscribers/:id'),
  resendConfirmation: endpoint<{
    body: typeof resendConfirmationBody;
    response: typeof resendConfirmationResultSchema;
  }>()('POST', '/api/subscribers/:id/resend-confirmation'),
};
