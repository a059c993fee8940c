import type { deletedResult } from '../common';
import type { enrolmentLinkBody, enrolmentLinkSentSchema } from '../two-factor-enrolment-link';
import type {
  UserCreateInput,
  UserListItem,
  UserUpdateInput,
  userListQuery,
  userSchema,
  userStatsSchema,
} from '../user';
import { endpoint } from './endpoint';

export const userEndpoints = {
  list: endpoint<{ response: UserListItem[]; query: typeof userListQuery }>()('GET', '/api/users'),
  stats: endpoint<{ response: typeof userStatsSchema }>()('GET', '/api/users/stats'),
  create: endpoint<{ body: UserCreateInput; response: typeof userSchema }>()('POST', '/api/users'),
  update: endpoint<{ body: UserUpdateInput; response: typeof userSchema }>()('PUT', '/api/users/:id'),
  remove: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/users/:id'),
  sendEnrolmentLink: endpoint<{ body: typeof enrolmentLinkBody; response: typeof enrolmentLinkSentSchema }>()(
    'POST',
    '/api/users/:id/two-factor-enrolment-link',
  ),
};
