import { feedbackInputSchema } from '@contracts/feedback';
import { supportMessageInputSchema } from '@contracts/support-message';
import { describe, expect, it } from 'vitest';
import {
  type FieldErrors,
  type FormSchema,
  firstMessages,
  serverChecked,
  withFieldError,
} from './use-schema-form';

const SUPPORT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

function errorsOf<Out>(schema: FormSchema<Out>, values: Record<string, string>, fields: readonly string[]) {
  const result = schema.safeParse(values);
  return result.success ? {} : firstMessages(result.error.issues, fields);
}

describe('schema form messages', () => {
  it('shows the API message of every empty required field', () => {
    const empty = { name: '', email: '', subject: '', message: '' };
    expect(errorsOf(supportMessageInputSchema, empty, SUPPORT_FIELDS)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('keeps only the first message of a field and ignores fields the form does not show', () => {
    const issues = [
      { path: ['email'], message: 'first' },
      { path: ['email'], message: 'second' },
      { path: ['attachments', 0], message: 'not a field of the form' },
      { path: [], message: 'the whole form' },
    ];
    expect(firstMessages(issues, SUPPORT_FIELDS)).toEqual({ email: 'first' });
  });

  it('checks the email format and the lengths with the contract rules, trimming the values', () => {
    const form = feedbackInputSchema.omit({ attachments: true });
    const fields = ['name', 'email', 'subject', 'description'];
    expect(
      errorsOf(
        form,
        { name: '  ', email: 'not-an-email', subject: 'x'.repeat(201), description: 'ok' },
        fields,
      ),
    ).toEqual({
      name: 'Name is required',
      email: 'Email must be a valid email address',
      subject: 'Subject must be at most 200 characters',
    });
    const valid = form.safeParse({
      name: ' Ada ',
      email: 'ada@example.com',
      subject: 'Hi',
      description: 'Text',
    });
    expect(valid.success && valid.data.name).toBe('Ada');
  });

  it('renews only the changed field after a change', () => {
    type Errors = FieldErrors<'name' | 'email' | 'subject'>;
    const shown: Errors = { name: 'Name is required', email: 'Email is required' };
    const fresh: Errors = { name: 'Name is required', subject: 'Subject is required' };
    expect(withFieldError(shown, 'email', fresh)).toEqual({ name: 'Name is required' });
    expect(withFieldError(shown, 'subject', fresh)).toEqual({ ...shown, subject: 'Subject is required' });
    expect(withFieldError(shown, 'name', fresh)).toBe(shown);
  });

  it('passes a form checked by the server alone on as typed, blank values included', async () => {
    const schema = await serverChecked<'email'>();
    expect(schema.safeParse({ email: '  ada@localhost ' })).toEqual({
      success: true,
      data: { email: '  ada@localhost ' },
    });
  });
});
