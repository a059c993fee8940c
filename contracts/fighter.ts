import { z } from 'zod';
import { booleanField, LIMITS, mediaUrl, optionalText, queryFlag, requiredText } from './common';

export const DICE = ['D2', 'D3', 'D4', 'D5', 'D6'] as const;
export const ABILITY_TYPES = ['Ability', 'Spell'] as const;
export const ABILITY_SUB_TYPES = [
  'Trait',
  'Positional',
  'Active',
  'Impulse 1',
  'Impulse 2',
  'Impulse 3',
] as const;
export const MAX_ABILITIES = 12;

const dice = (label: string) => z.enum(DICE, { error: `${label} must be one of ${DICE.join(', ')}` });
const oneToTen = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be between 1 and 10`)
    .max(10, `${label} must be between 1 and 10`);

export const fighterStatsSchema = z.object(
  {
    attackDice: dice('Attack dice'),
    defenseDice: dice('Defense dice'),
    baseHP: oneToTen('Base HP'),
    baseMobility: oneToTen('Base mobility'),
  },
  { error: 'Stats are required' },
);

export const abilityInputSchema = z.object({
  name: requiredText('Ability name', { max: LIMITS.name }),
  type: z.enum(ABILITY_TYPES, { error: 'Ability type must be Ability or Spell' }).default('Ability'),
  subType: z
    .enum(ABILITY_SUB_TYPES, { error: `Ability subType must be one of ${ABILITY_SUB_TYPES.join(', ')}` })
    .default('Trait'),
  usage: optionalText('Ability usage', LIMITS.name),
  frequency: optionalText('Ability frequency', LIMITS.name),
  description: requiredText('Ability description', { max: LIMITS.message }),
  demoVideoUrl: mediaUrl('Ability demo video').optional().default(null),
  imageUrl: mediaUrl('Ability image').optional().default(null),
});

export const abilitySchema = z.object({
  name: z.string(),
  type: z.enum(ABILITY_TYPES),
  subType: z.enum(ABILITY_SUB_TYPES),
  usage: z.string(),
  frequency: z.string(),
  description: z.string(),
  demoVideoUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

export const fighterInputSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }).transform((v) => v.toUpperCase()),
  role: requiredText('Role', { max: LIMITS.name }),
  bio: requiredText('Bio', { max: LIMITS.message }),
  imageUrl: mediaUrl('Image').optional().default(null),
  videoUrl: mediaUrl('Video').optional().default(null),
  stats: fighterStatsSchema,
  abilities: z
    .array(abilityInputSchema, { error: 'Abilities must be a list' })
    .max(MAX_ABILITIES, `A fighter has at most ${MAX_ABILITIES} abilities`)
    .default([]),
  featured: booleanField('Featured').default(false),
});

export const fighterSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  stats: z.object({
    attackDice: z.enum(DICE),
    defenseDice: z.enum(DICE),
    baseHP: z.number(),
    baseMobility: z.number(),
  }),
  abilities: z.array(abilitySchema),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const fighterListQuery = z.object({ featured: queryFlag('featured') });

export type Fighter = z.infer<typeof fighterSchema>;
export type FighterInput = z.input<typeof fighterInputSchema>;
export type Ability = z.infer<typeof abilitySchema>;
export type AbilityInput = z.input<typeof abilityInputSchema>;
export type Dice = (typeof DICE)[number];
export type AbilitySubType = (typeof ABILITY_SUB_TYPES)[number];
