/** Spec §5 "Activity application": a comment of at most 140 characters and at most 3 png or jpg images of 5 MB. */
export const COMMENT_MAX = 140;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_FILES = 3;

/** Characters as a reader counts them (an emoji or a Thai vowel sign is one code point, never half of one). */
export const commentLength = (comment: string) => [...comment].length;

export type ImageProblem = 'too_large' | 'not_image';

/** png or jpg by the file's first bytes (a renamed file is refused here, as the server does), and the size. */
export function imageProblem(size: number, head: Uint8Array): ImageProblem | null {
  if (size > IMAGE_MAX_BYTES) return 'too_large';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpg ? null : 'not_image';
}

/** Which of the files may join the `kept` ones: at most IMAGE_MAX_FILES in all; the others are reported. */
export function splitByRoom<T>(kept: number, files: readonly T[]): { accepted: T[]; overflow: T[] } {
  const room = Math.max(0, IMAGE_MAX_FILES - kept);
  return { accepted: files.slice(0, room), overflow: files.slice(room) };
}
