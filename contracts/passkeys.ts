import { z } from 'zod';
import { noNul, requiredText } from './common';

/** Passkeys of staff accounts (docs/back-office-screens.md, Passkeys; docs/decisions/0037-passkeys.md). */
export const PASSKEY_REFUSED = 'This passkey was not accepted';
export const PASSKEY_EXPIRED = 'The passkey request expired. Try again.';

export const passkeySchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  deviceType: z.enum(['singleDevice', 'multiDevice']).describe('multiDevice: synced between devices'),
  backedUp: z.boolean(),
});

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

export const passkeyNameSchema = z.object({ name: requiredText('Name', { max: 100 }) });

/** The options a browser passes to navigator.credentials.create() or .get(), as JSON. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

const b64 = (label: string, max = 20_000) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, `${label} must be base64url`);

/** What the browser answered (RegistrationResponseJSON or AuthenticationResponseJSON). */
export const credentialResponseSchema = z.looseObject({
  id: b64('Credential id', 1400),
  rawId: b64('Credential id', 1400),
  type: z.literal('public-key', { error: 'Not a public-key credential' }),
  response: z.looseObject({ clientDataJSON: b64('Client data') }),
  clientExtensionResults: z.looseObject({}).default({}),
});

export const passkeyRegisterSchema = passkeyNameSchema.extend({ response: credentialResponseSchema });

/** With `challenge`, the second step of a sign-in whose password was right; without, password-free. */
const twoFactorChallenge = z
  .string()
  .min(1)
  .max(200)
  .refine(...noNul('Challenge'))
  .optional()
  .describe('The two-factor challenge from POST /api/auth/login, when a passkey stands in for the code');

export const passkeySignInOptionsSchema = z.object({ challenge: twoFactorChallenge });
export const passkeySignInSchema = z.object({
  challenge: twoFactorChallenge,
  response: credentialResponseSchema,
});

export type Passkey = z.infer<typeof passkeySchema>;
export type PasskeyList = z.infer<typeof passkeyListSchema>;
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;
