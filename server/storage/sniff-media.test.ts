import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff-media';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

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
