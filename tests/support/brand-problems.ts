import { expect } from 'vitest';
import { type BrandProblem, formatProblems, loadBrands } from '@/server/brands/load-brands';
import { copyBrandsDir } from './brand-dirs';

/** Loads a temporary copy of the demo brands after breaking it (remove it with removeTempDirs of brand-dirs.ts). */
export function loadBroken(breakIt: (dir: string) => void) {
  const dir = copyBrandsDir();
  breakIt(dir);
  return { dir, ...loadBrands(dir) };
}

/** The problems name this file, JSON pointer and a reason matching `reason`. */
export function expectProblem(problems: BrandProblem[], file: string, pointer: string, reason: RegExp) {
  expect(problems, formatProblems(problems)).toContainEqual({
    file,
    pointer,
    reason: expect.stringMatching(reason),
  });
}
