import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff-media';
import { GIF, JPEG, MP4, PNG } from '../../tests/support/media-fixtures';

describe('sniffMedia', () => {
  it.each([
    ['PNG', PNG, { kind: 'image', mime: 'image/png', ext: 'png' }],
    ['GIF', GIF, { kind: 'image', mime: 'image/gif', ext: 'gif' }],
    ['JPEG', JPEG, { kind: 'image', mime: 'image/jpeg', ext: 'jpg' }],
    ['MP4', MP4, { kind: 'video', mime: 'video/mp4', ext: 'mp4' }],
  ])('recognises a %s by its bytes', async (_label, data, expected) => {
    expect(await sniffMedia(data)).toEqual(expected);
  });

  it.each([
    ['plain text', Buffer.from('just some notes, renamed to .png')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
    ['ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_label, data) => {
    expect(await sniffMedia(data)).toBeNull();
  });
});
