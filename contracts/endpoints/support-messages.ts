import type { deletedResult } from '../common';
import type {
  SupportMessage,
  SupportMessageInput,
  supportMessageListQuery,
  supportMessageReceiptSchema,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '../support-message';
import { endpoint } from './endpoint';

export const supportMessageEndpoints = {
  send: endpoint<{ body: SupportMessageInput; response: typeof supportMessageReceiptSchema }>()(
    'POST',
    '/api/support-messages',
  ),
  list: endpoint<{ response: SupportMessage[]; query: typeof supportMessageListQuery }>()(
    'GET',
    '/api/support-messages',
  ),
  update: endpoint<{ body: typeof supportMessageUpdateSchema; response: typeof supportMessageSchema }>()(
    'PUT',
    '/api/support-messages/:id',
  ),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/support-messages/:id'),
};
