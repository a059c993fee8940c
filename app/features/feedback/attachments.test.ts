import { LIMITS } from '@contracts/common';
import * as contract from '@contracts/feedback';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  checkBatch,
  formatMegabytes,
  toAttachment,
} from './attachments';

describe('feedback attachments', () => {
  it('allows files up to exactly 10 MB', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
    expect(checkBatch([{ size: 1 }, { size: 10 * 1024 * 1024 }])).toEqual({ ok: true });
    expect(checkBatch([])).toEqual({ ok: true });
  });

  it('rejects the whole batch when one file is larger, with the spec message', () => {
    expect(checkBatch([{ size: 10 }, { size: 10 * 1024 * 1024 + 1 }])).toEqual({
      ok: false,
      error: 'Some files are too large. Maximum file size is 10MB.',
    });
  });

  it('prints sizes in MB with two decimals', () => {
    expect(formatMegabytes(1572864)).toBe('1.50 MB');
    expect(formatMegabytes(1000)).toBe('0.00 MB');
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10.00 MB');
  });

  it('reads a file as a base-64 data URL with its name, type and size', async () => {
    const file = new File(['hello'], 'note.png', { type: 'image/png' });
    expect(await toAttachment(file)).toEqual({
      name: 'note.png',
      type: 'image/png',
      size: 5,
      data: 'data:image/png;base64,aGVsbG8=',
    });
  });

  it('keeps the limit and its message equal to the contract', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(LIMITS.attachmentBytes);
    expect(ATTACHMENT_TOO_LARGE).toBe(contract.ATTACHMENT_TOO_LARGE);
  });
});
