import { type TranslationFields, textAt } from '@contracts/translation';

export { textAt };

/**
 * How a translatable field is typed: a line, a longer text, rich text in the short editor (an FAQ's
 * answer), or rich text in the whole editor (a post's content, whose images, tables, videos and
 * patch badges the short editor would drop).
 */
export type TranslatableKind = 'line' | 'text' | 'rich' | 'rich-full';

/**
 * A field of a content resource that has a value per locale (docs/decisions/0054), as the back
 * office edits it: the API's field name, its label, and how it is typed.
 */
export type TranslatableField = { name: string; label: string; kind: TranslatableKind };

/** A field's kind, or its kind and label where the form labels it otherwise ("Page Title"). */
export type TranslatableFieldSpec = TranslatableKind | { kind: TranslatableKind; label: string };

/**
 * The fields a resource declares translatable, name → kind, in the order its form shows them;
 * each is labelled as its form labels it: its name capitalized ("subtitle" → "Subtitle") unless given.
 */
export const translatableFields = (fields: Record<string, TranslatableFieldSpec>): TranslatableField[] =>
  Object.entries(fields).map(([name, spec]) =>
    typeof spec === 'string'
      ? { name, kind: spec, label: name[0]!.toUpperCase() + name.slice(1) }
      : { name, ...spec },
  );

/**
 * The body of a translation write from the fields' values by path: a list item's texts go into
 * the list at its position (`abilities.1.name` → `abilities: [{}, { name }]`), as the API takes them.
 */
export function translationBody(values: readonly (readonly [string, string | null])[]): TranslationFields {
  const body: TranslationFields = {};
  for (const [path, value] of values) {
    const [list, index, field] = path.split('.');
    if (index === undefined || field === undefined) {
      body[path] = value;
      continue;
    }
    const items = (body[list!] ??= []) as Record<string, string | null>[];
    for (let i = items.length; i <= Number(index); i++) items.push({});
    items[Number(index)]![field] = value;
  }
  return body;
}
