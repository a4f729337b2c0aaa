import { describe, expect, it } from 'vitest';
import { imageKindOf } from '../../src/contract/file-kinds.ts';

describe('image kind by content', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageKindOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(imageKindOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(imageKindOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('knows nothing else, whatever the file is called', () => {
    expect(imageKindOf(Buffer.from('GIF89a'))).toBeNull();
    expect(imageKindOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKindOf(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(imageKindOf(Buffer.alloc(0))).toBeNull();
  });
});
