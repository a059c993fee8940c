import type {
  ResetRequestInput,
  resetAvailabilitySchema,
  resetCheckSchema,
  resetCheckedSchema,
  resetRequestedSchema,
} from '../password-reset';
import type { resetCompletionAnswerSchema, resetCompletionSchema } from '../reauthentication';
import { endpoint } from './endpoint';

/** The public password-reset routes (docs/back-office-screens.md, Forgot password). */
export const passwordResetEndpoints = {
  availability: endpoint<{ response: typeof resetAvailabilitySchema }>()('GET', '/api/password-reset'),
  request: endpoint<{ body: ResetRequestInput; response: typeof resetRequestedSchema }>()(
    'POST',
    '/api/password-reset/request',
  ),
  check: endpoint<{ body: typeof resetCheckSchema; response: typeof resetCheckedSchema }>()(
    'POST',
    '/api/password-reset/check',
  ),
  complete: endpoint<{ body: typeof resetCompletionSchema; response: typeof resetCompletionAnswerSchema }>()(
    'POST',
    '/api/password-reset/complete',
  ),
};
