import type { deletedResult } from '../common';
import type {
  ConfirmInput,
  PreferencesInput,
  SubscribeInput,
  mailTokenResultSchema,
  preferencesQuery,
  preferencesSchema,
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
  confirm: endpoint<{ body: ConfirmInput; response: typeof mailTokenResultSchema }>()(
    'POST',
    '/api/subscribers/confirm',
  ),
  preferences: endpoint<{ query: typeof preferencesQuery; response: typeof preferencesSchema }>()(
    'GET',
    '/api/subscribers/preferences',
  ),
  savePreferences: endpoint<{ body: PreferencesInput; response: typeof preferencesSchema }>()(
    'PUT',
    '/api/subscribers/preferences',
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
