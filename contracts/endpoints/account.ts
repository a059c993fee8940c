import type {
  AccountPasswordInput,
  AccountSession,
  ProfileUpdateInput,
  sessionListQuery,
  sessionsEndedSchema,
  signOutOthersSchema,
} from '../account';
import type { deletedResult } from '../common';
import type {
  ReauthenticateInput,
  accountPasswordChangedSchema,
  reauthenticatedSchema,
} from '../reauthentication';
import type { userSchema } from '../user';
import { endpoint } from './endpoint';

export const accountEndpoints = {
  profile: endpoint<{ response: typeof userSchema }>()('GET', '/api/account/profile'),
  saveProfile: endpoint<{ body: ProfileUpdateInput; response: typeof userSchema }>()(
    'PUT',
    '/api/account/profile',
  ),
  changePassword: endpoint<{ body: AccountPasswordInput; response: typeof accountPasswordChangedSchema }>()(
    'PUT',
    '/api/account/password',
  ),
  sessions: endpoint<{ response: AccountSession[]; query: typeof sessionListQuery }>()(
    'GET',
    '/api/account/sessions',
  ),
  endSession: endpoint<{ response: typeof deletedResult }>()('DELETE', '/api/account/sessions/:id'),
  signOutOthers: endpoint<{ body: typeof signOutOthersSchema; response: typeof sessionsEndedSchema }>()(
    'POST',
    '/api/account/sessions/sign-out-others',
  ),
  reauthenticate: endpoint<{ body: ReauthenticateInput; response: typeof reauthenticatedSchema }>()(
    'POST',
    '/api/account/reauthenticate',
  ),
};
