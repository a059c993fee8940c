/** How a translatable field is typed: a line, a longer text, or rich text (an FAQ's answer). */
export type TranslatableKind = 'line' | 'text' | 'rich';

/**
 * A field of a content resource that has a value per locale (docs/decisions/0054), as the back
 * office edits it: the API's field name, its label, and how it is typed.
 */
export type TranslatableField = { name: string; label: string; kind: TranslatableKind };

/**
 * The fields a resource declares translatable, name → kind, in the order its form shows them;
 * each is labelled as its form labels it, its name capitalized ("subtitle" → "Subtitle").
 */
export const translatableFields = (fields: Record<string, TranslatableKind>): TranslatableField[] =>
  Object.entries(fields).map(([name, kind]) => ({
    name,
    kind,
    label: name[0]!.toUpperCase() + name.slice(1),
  }));
