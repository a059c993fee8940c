import { feedbackListQuery, feedbackSchema, feedbackUpdateSchema } from '../../contracts/feedback';
import { feedbackRepository } from '../data/feedback';
import { defineMessageResource } from './define-message-resource';

/** Staff set a submission's status and notes; the audit log names it by its subject. */
export const feedbackResource = defineMessageResource({
  tags: ['Feedback'],
  label: 'Feedback',
  plural: 'feedback',
  entity: 'feedback',
  repository: feedbackRepository,
  schemas: { row: feedbackSchema, listQuery: feedbackListQuery, update: feedbackUpdateSchema },
  update: (repo, id, input) => repo.update(id, input),
  labelDeleted: (row) => row.subject,
});
