import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every dialog of the SPA goes through the one modal primitive, ui/Modal.tsx (focus trap, backdrop, Escape, the
 * scroll lock of spec §4, focus return, staying modal when the page below changes). This scans the web sources
 * for the other ways a dialog can be made — a <dialog> element, showModal(), a role of dialog, aria-modal — and
 * fails on any outside the primitive. Menus that pop up (header drop-downs, the More menu, the account menu) are
 * not dialogs.
 */
const WEB = join(__dirname, '..');
const PRIMITIVE = 'ui/Modal.tsx';

const PATTERNS: { what: string; re: RegExp }[] = [
  { what: 'a <dialog> element', re: /<dialog\b/ },
  { what: 'showModal()', re: /\.showModal\(/ },
  { what: 'role="dialog" or "alertdialog"', re: /role=["'{](?:["'])?(?:alert)?dialog/ },
  { what: 'aria-modal', re: /aria-modal/ },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one modal primitive', () => {
  it('no dialog is made outside ui/Modal.tsx', () => {
    const found = sources(WEB).flatMap((path) => {
      const file = relative(WEB, path);
      if (file === PRIMITIVE) return [];
      const text = readFileSync(path, 'utf8');
      return PATTERNS.filter(({ re }) => re.test(text)).map(({ what }) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });
  it('the primitive is what the scan looks for', () => {
    const text = readFileSync(join(WEB, PRIMITIVE), 'utf8');
    expect(PATTERNS.slice(0, 2).every(({ re }) => re.test(text))).toBe(true);
  });
});
