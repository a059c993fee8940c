import { describe, expect, it } from 'vitest';
import { supportMessageInputSchema } from '../../contracts/support-message';
import { HttpError } from '../core/errors';
import { answerOf, parseWith, refusalOf } from './form-answer';
import { PAGE_FORM_MAX_BYTES } from './write-policy';
import { pageWritePolicy } from './public-forms';
import { FEEDBACK_FORM_MAX_BYTES } from './feedback';

describe('a public form’s answer', () => {
  it('names every issue of a refused body, and the API’s one message is the first', () => {
    const answer = parseWith(supportMessageInputSchema, { name: 'Ada', email: 'nope', subject: ' ' });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Email must be a valid email address');
    expect(answer.issues.map((issue) => issue.path[0])).toEqual(['email', 'subject', 'message']);
  });

  it('words a body that is not an object as the API does', () => {
    const answer = parseWith(supportMessageInputSchema, null);
    expect(answer).toMatchObject({ ok: false, message: 'The request body must be a JSON object' });
  });

  it('turns a service’s HttpError into a refusal with its headers, and throws anything else on', async () => {
    const refused = await answerOf(async () => {
      throw new HttpError(413, 'Too large', { 'retry-after': '5' });
    });
    expect(refused).toEqual({
      ok: false,
      status: 413,
      message: 'Too large',
      issues: [],
      headers: { 'retry-after': '5' },
    });
    await expect(answerOf(async () => Promise.reject(new Error('disk on fire')))).rejects.toThrow(
      'disk on fire',
    );
    expect(refusalOf(() => undefined)).toBeUndefined();
  });
});

describe('the pages’ write policy', () => {
  it('is the one each form declares, and a short form’s elsewhere', () => {
    expect(pageWritePolicy('/help')).toMatchObject({ pageMaxBytes: FEEDBACK_FORM_MAX_BYTES, uploads: true });
    expect(pageWritePolicy('/help/')).toMatchObject({ uploads: true });
    expect(pageWritePolicy('/support')).toMatchObject({ pageMaxBytes: PAGE_FORM_MAX_BYTES, uploads: false });
    expect(pageWritePolicy('/fighters')).toEqual({ pageMaxBytes: PAGE_FORM_MAX_BYTES, uploads: false });
  });
});
