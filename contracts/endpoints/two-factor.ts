import type { twoFactorEnabledSchema } from '../reauthentication';
import type {
  TwoFactorCodeInput,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../two-factor';
import { endpoint } from './endpoint';

/** A mailed enrolment link's token rides along with set-up and confirm (decision 0045). */
type WithEnrolmentToken = { enrolmentToken?: string };

export const twoFactorEndpoints = {
  status: endpoint<{ response: typeof twoFactorStatusSchema }>()('GET', '/api/two-factor'),
  setup: endpoint<{ body: WithEnrolmentToken; response: typeof twoFactorSetupSchema }>()(
    'POST',
    '/api/two-factor/setup',
  ),
  confirm: endpoint<{
    body: TwoFactorCodeInput & WithEnrolmentToken;
    response: typeof twoFactorEnabledSchema;
  }>()('POST', '/api/two-factor/confirm'),
  disable: endpoint<{ body: TwoFactorCodeInput; response: typeof twoFactorStatusSchema }>()(
    'POST',
    '/api/two-factor/disable',
  ),
  recoveryCodes: endpoint<{ body: TwoFactorCodeInput; response: typeof recoveryCodesSchema }>()(
    'POST',
    '/api/two-factor/recovery-codes',
  ),
};
