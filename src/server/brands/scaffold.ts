import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { projectRoot } from '../paths';
import type { BrandProblem } from './load-brands';

/** Same rules as schemas/brand.schema.json: a brand code is also its folder name. */
export const BRAND_CODE_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
export const MERCHANT_CODE_PATTERN = /^[A-Z0-9_]{2,32}$/;

/** The folder `npm run brand:new` copies: a complete, valid brand whose code is "brand". */
export const BRAND_TEMPLATE_DIR = join(projectRoot, 'scripts/templates/brand');
const TEMPLATE_HOST = 'brand.localhost';

/** A refusal with a message meant for the person running the command. */
export class ScaffoldError extends Error {}

export interface BrandIdentity {
  code: string;
  merchantCode: string;
  displayName: string;
  domains: string[];
}

/** Identity of a new brand, derived from its code: MY-BRAND style merchant code, "My Brand" display name. */
export function brandIdentity(code: string): BrandIdentity {
  if (!BRAND_CODE_PATTERN.test(code)) {
    throw new ScaffoldError(
      `"${code}" is not a valid brand code: use 2 to 32 lower-case letters, digits or dashes, starting with a letter (e.g. "nova" or "lucky-star")`,
    );
  }
  const merchantCode = code.toUpperCase().replaceAll('-', '_');
  if (!MERCHANT_CODE_PATTERN.test(merchantCode)) {
    throw new ScaffoldError(
      `merchant code "${merchantCode}" derived from "${code}" does not match ${MERCHANT_CODE_PATTERN}`,
    );
  }
  const displayName = code
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
  return { code, merchantCode, displayName, domains: [`${code}.localhost`] };
}

/** Deep copy of a JSON value with every string passed through a function. */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
  }
  return value;
}

/** The template's brand.json for a new brand: identity fields set, the template host in its URLs replaced. */
export function rewriteBrandJson(
  template: Record<string, unknown>,
  identity: BrandIdentity,
): Record<string, unknown> {
  const host = identity.domains[0]!;
  const rewritten = mapStrings(template, (text) =>
    text.replaceAll(`://${TEMPLATE_HOST}`, `://${host}`),
  ) as Record<string, unknown>;
  return {
    ...rewritten,
    code: identity.code,
    merchantCode: identity.merchantCode,
    displayName: identity.displayName,
    domains: identity.domains,
  };
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

/** Re-points a relative "$schema" of a copied file so editors still find the schema from the new place. */
function relinkSchema(doc: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  const link = doc.$schema;
  if (typeof link !== 'string' || /^[a-z]+:/i.test(link)) return doc;
  const target = resolve(dirname(from), link);
  return { ...doc, $schema: relative(dirname(to), target).split(sep).join('/') };
}

/**
 * Creates brandsDir/<code>/ from the template. Refuses an invalid code or an existing folder (ScaffoldError).
 * Validation of the result is the caller's job (loadBrands), so it sees the new brand among the others.
 */
export function scaffoldBrand(brandsDir: string, code: string, templateDir = BRAND_TEMPLATE_DIR): string {
  const identity = brandIdentity(code);
  const target = join(brandsDir, code);
  if (existsSync(target))
    throw new ScaffoldError(`${target} already exists: choose another code or remove that folder`);
  if (!existsSync(join(templateDir, 'brand.json')))
    throw new ScaffoldError(`the brand template ${templateDir} is missing`);
  mkdirSync(brandsDir, { recursive: true });
  cpSync(templateDir, target, { recursive: true });
  for (const file of jsonFiles(target)) {
    const source = join(templateDir, relative(target, file));
    let doc = relinkSchema(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, source, file);
    if (relative(target, file) === 'brand.json') doc = rewriteBrandJson(doc, identity);
    writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  }
  return target;
}

/** Problems present after a change that were not there before (compared by file, pointer and reason). */
export function introducedProblems(before: BrandProblem[], after: BrandProblem[]): BrandProblem[] {
  const key = (p: BrandProblem) => `${p.file}\u0000${p.pointer}\u0000${p.reason}`;
  const known = new Set(before.map(key));
  return after.filter((p) => !known.has(key(p)));
}
