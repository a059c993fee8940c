import { z } from 'zod';
import { aboutInputSchema, ABOUT_DESCRIPTION_MAX } from '../../contracts/about';
import { LIMITS } from '../../contracts/common';
import { devDiaryInputSchema } from '../../contracts/dev-diary';
import { faqInputSchema } from '../../contracts/faq';
import { richContent } from './rich-content';

/**
 * A contract's text field, then the rich-text normaliser: the route's handler receives the HTML to
 * store, and a refusal is a 400 like any other field's. It lives here, not in contracts/, which the
 * browser bundles: the sanitizer is the server's alone.
 */
export function richField(field: z.ZodType<string, string>, label: string, max: number) {
  const normalise = richContent(label, max);
  return field.transform((value, ctx) => {
    const result = normalise(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.html;
  });
}

export const devDiaryBody = devDiaryInputSchema.extend({
  content: richField(devDiaryInputSchema.shape.content, 'Content', LIMITS.postContent),
});

export const aboutBody = aboutInputSchema.extend({
  description: richField(aboutInputSchema.shape.description, 'Main description', ABOUT_DESCRIPTION_MAX),
});

export const faqBody = faqInputSchema.extend({
  answer: richField(faqInputSchema.shape.answer, 'Answer', LIMITS.message),
});
