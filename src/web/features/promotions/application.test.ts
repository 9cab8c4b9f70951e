import { describe, expect, it } from 'vitest';
import { COMMENT_MAX, commentLength, IMAGE_MAX_BYTES, imageProblem, splitByRoom } from './application';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]);

describe('application rules (spec §5)', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(commentLength('abc')).toBe(3);
    expect(commentLength('😀😀')).toBe(2);
    expect(commentLength('ก'.repeat(COMMENT_MAX))).toBe(140);
  });

  it('accepts png and jpg up to 5 MB by their first bytes', () => {
    expect(imageProblem(100, PNG)).toBeNull();
    expect(imageProblem(IMAGE_MAX_BYTES, JPG)).toBeNull();
    expect(imageProblem(IMAGE_MAX_BYTES + 1, PNG)).toBe('too_large');
    expect(imageProblem(100, GIF)).toBe('not_image');
    expect(imageProblem(0, new Uint8Array())).toBe('not_image');
  });

  it('keeps at most three images', () => {
    expect(splitByRoom(0, [1, 2, 3, 4])).toEqual({ accepted: [1, 2, 3], overflow: [4] });
    expect(splitByRoom(2, [1, 2])).toEqual({ accepted: [1], overflow: [2] });
    expect(splitByRoom(3, [1])).toEqual({ accepted: [], overflow: [1] });
  });
});
