import { describe, expect, it } from 'vitest';
import { checkMediaFile, formatBytes, formatMegabytes } from './media-file';

const MB = 1024 * 1024;

describe('checkMediaFile', () => {
  it('accepts an image under 5MB and a video under 50MB', () => {
    expect(checkMediaFile('image', { type: 'image/png', size: 4 * MB })).toBeNull();
    expect(checkMediaFile('video', { type: 'video/mp4', size: 49 * MB })).toBeNull();
  });

  it('refuses a file of the wrong kind with the spec texts', () => {
    expect(checkMediaFile('image', { type: 'video/mp4', size: 10 })).toBe(
      'Please select a valid image file (PNG, JPG, etc.)',
    );
    expect(checkMediaFile('video', { type: 'image/png', size: 10 })).toBe(
      'Please select a valid video file (MP4, WebM, etc.)',
    );
    expect(checkMediaFile('image', { type: '', size: 10 })).not.toBeNull();
  });

  it('refuses files over the size limits', () => {
    expect(checkMediaFile('image', { type: 'image/jpeg', size: 5 * MB + 1 })).toBe(
      'Image file size must be less than 5MB',
    );
    expect(checkMediaFile('video', { type: 'video/webm', size: 50 * MB + 1 })).toBe(
      'Video file size must be less than 50MB',
    );
  });
});

describe('formatMegabytes', () => {
  it('shows two decimals', () => {
    expect(formatMegabytes(1.5 * MB)).toBe('1.50 MB');
    expect(formatMegabytes(123_456)).toBe('0.12 MB');
  });
});

describe('formatBytes', () => {
  it('says kilobytes under a megabyte and megabytes above', () => {
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(640 * 1024)).toBe('640 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.25 MB');
  });
});
