import type { deletedResult } from '../common';
import type {
  Feedback,
  FeedbackInput,
  feedbackListQuery,
  feedbackReceiptSchema,
  feedbackSchema,
  feedbackStatsSchema,
  feedbackUpdateSchema,
} from '../feedback';
import { endpoint } from './endpoint';

export const feedbackEndpoints = {
  submit: endpoint<{ body: FeedbackInput; response: typeof feedbackReceiptSchema }>()(
    'POST',
    '/api/feedback',
  ),
  list: endpoint<{ response: Feedback[]; query: typeof feedbackListQuery }>()('GET', '/api/feedback'),
  stats: endpoint<{ response: typeof feedbackStatsSchema }>()('GET', '/api/feedback/stats'),
  update: endpoint<{ body: typeof feedbackUpdateSchema; response: typeof feedbackSchema }>()(
    'PUT',
    '/api/feedback/:id',
  ),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/feedback/:id'),
};
