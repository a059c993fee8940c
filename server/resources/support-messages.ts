import {
  supportMessageListQuery,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '../../contracts/support-message';
import { supportMessageRepository } from '../data/support-messages';
import { defineMessageResource } from './define-message-resource';

/** Staff set a message's status only. */
export const supportMessageResource = defineMessageResource({
  tags: ['Support messages'],
  label: 'Support message',
  plural: 'support messages',
  entity: 'support_message',
  repository: supportMessageRepository,
  schemas: {
    row: supportMessageSchema,
    listQuery: supportMessageListQuery,
    update: supportMessageUpdateSchema,
  },
  update: (repo, id, input) => repo.setStatus(id, input.status),
});
