import { describe, expect, it } from 'vitest';
import { redactedUrl } from './log-redaction';

describe('redactedUrl', () => {
  it('keeps the names of query parameters and drops every value', () => {
    expect(redactedUrl('/admin/reset-password?token=s3cr3t')).toBe('/admin/reset-password?token=[redacted]');
    expect(redactedUrl('/dev-diary?page=2&tag=News')).toBe('/dev-diary?page=[redacted]&tag=[redacted]');
    expect(redactedUrl('/newsletter/confirm?token=a%3Db&token=c')).toBe(
      '/newsletter/confirm?token=[redacted]&token=[redacted]',
    );
  });

  it('drops a bare piece or an odd name, which may be a pasted token itself', () => {
    expect(redactedUrl('/newsletter/unsubscribe?s3cr3tT0ken')).toBe('/newsletter/unsubscribe?[redacted]');
    const longName = 'x'.repeat(43);
    expect(redactedUrl(`/?${longName}=1&ok=2`)).toBe('/?[redacted]&ok=[redacted]');
    expect(redactedUrl('/?a%20b=1')).toBe('/?[redacted]');
  });

  it('leaves addresses without a query or a token as they are', () => {
    for (const url of [
      '/',
      '/fighters',
      '/api/fighters/3',
      '/dev-diary/a-post',
      '/dev-diary/preview',
      '/x?',
    ]) {
      expect(redactedUrl(url), url).toBe(url);
    }
  });

  it("redacts a preview link's token however the path is spelled", () => {
    const token = '12.1790000000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    for (const prefix of [
      '/dev-diary/preview/',
      '/Dev-Diary/PREVIEW/',
      '//dev-diary/preview/',
      '/dev-diary/%70review/',
    ]) {
      const redacted = redactedUrl(`${prefix}${token}?utm=mail`);
      expect(redacted, prefix).toBe(`${prefix}[redacted]?utm=[redacted]`);
      expect(redacted).not.toContain('AbCdE');
    }
    expect(redactedUrl(`/dev-diary/preview/${token}/extra`)).toBe('/dev-diary/preview/[redacted]');
  });
});
