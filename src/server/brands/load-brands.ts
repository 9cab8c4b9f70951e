import { existsSync, readdirSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, relative } from 'node:path';
import type {
  AnnouncementsContent,
  Brand,
  BrandConfig,
  BrandThemeFile,
  HelpContent,
  RegisterFields,
  SiteContent,
} from '@/core/brand';
import { DEFAULT_BONUS_RULES, type PromotionsContent } from '@/core/promotions';
import { contrastProblems } from '@/core/theme-contrast';
import { mergeTheme, THEME_MODES, type ThemeValues } from '@/core/theme-tokens';
import { type WhitelabelNode, whitelabelModIds } from '@/core/whitelabel';
import { projectRoot } from '../paths';
import { assetExists, localizedAssetProblems, withAssetIndex } from './asset-rules';
import { announcementProblems, helpProblems, timezoneProblems, vendorProblems } from './content-rules';
import { loadEngagement } from './engagement-content';
import { type JsonFile, readJsonFile } from './json-file';
import { kycProblems } from './kyc-check';
import { loadLoyalty } from './loyalty-check';
import { paymentProblems } from './payments-check';
import { promotionProblems } from './promotion-rules';
import { describeAjvError, type SchemaFile, schemaValidator } from './schemas';
import { socialProblems } from './social-check';
import { supportProblems } from './support-check';

export interface BrandProblem {
  /** Path of the file, relative to the project root when inside it. */
  file: string;
  /** JSON pointer inside the file ('/' for the whole document). */
  pointer: string;
  reason: string;
}

export interface LoadResult {
  brands: Brand[];
  problems: BrandProblem[];
}

/** The files of one brand folder and the schema each must satisfy. */
const BRAND_FILES: { name: string; schema: SchemaFile }[] = [
  { name: 'brand.json', schema: 'brand.schema.json' },
  { name: 'whitelabel.json', schema: 'whitelabel.schema.json' },
  { name: 'register-fields.json', schema: 'register-fields.schema.json' },
  { name: 'theme.json', schema: 'theme.schema.json' },
  { name: 'content/site.json', schema: 'content-site.schema.json' },
  { name: 'content/announcements.json', schema: 'content-announcements.schema.json' },
  { name: 'content/help.json', schema: 'content-help.schema.json' },
];

const display = (path: string) => {
  const rel = relative(projectRoot, path);
  return rel.startsWith('..') ? path : rel;
};

/** Reads and schema-checks one JSON file; returns undefined (with problems recorded) when it is not valid. */
function readJson<T>(path: string, schema: SchemaFile, problems: BrandProblem[]): T | undefined {
  return checkJson<T>(path, readJsonFile(path), schema, problems);
}

function checkJson<T>(
  path: string,
  read: JsonFile,
  schema: SchemaFile,
  problems: BrandProblem[],
): T | undefined {
  if (read.kind === 'missing') {
    problems.push({ file: display(path), pointer: '/', reason: 'file is missing' });
    return undefined;
  }
  if (read.kind === 'invalid') {
    problems.push({ file: display(path), pointer: '/', reason: `not valid JSON: ${read.message}` });
    return undefined;
  }
  const data = read.data;
  const validate = schemaValidator(schema);
  if (!validate(data)) {
    const file = display(path);
    for (const error of validate.errors ?? []) problems.push({ file, ...describeAjvError(error, data) });
    return undefined;
  }
  if (data && typeof data === 'object') delete (data as Record<string, unknown>).$schema;
  return data as T;
}

/** Loads the two base themes; a broken base is a problem of every brand. */
export function loadBaseThemes(themesDir = join(projectRoot, 'themes'), problems: BrandProblem[] = []) {
  const dark = readJson<ThemeValues>(join(themesDir, 'dark.json'), 'theme-base.schema.json', problems);
  const light = readJson<ThemeValues>(join(themesDir, 'light.json'), 'theme-base.schema.json', problems);
  return dark && light ? { dark, light } : undefined;
}

/** Checks that the schema cannot express: cross-field and cross-file rules. */
function semanticProblems(
  dir: string,
  config: BrandConfig,
  whitelabel: WhitelabelNode[],
  fields: RegisterFields,
  site: SiteContent,
  folderName: string,
): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const brandFile = display(join(dir, 'brand.json'));
  const fieldsFile = display(join(dir, 'register-fields.json'));
  if (config.code !== folderName) {
    problems.push({
      file: brandFile,
      pointer: '/code',
      reason: `code "${config.code}" must equal the folder name "${folderName}"`,
    });
  }
  if (!config.languages.supported.includes(config.languages.default)) {
    problems.push({
      file: brandFile,
      pointer: '/languages/default',
      reason: 'default language must be supported',
    });
  }
  for (const [i, cidr] of config.regionRestriction.blockedCidrs.entries()) {
    const [address = '', bits = ''] = cidr.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || Number(bits) > max) {
      problems.push({
        file: brandFile,
        pointer: `/regionRestriction/blockedCidrs/${i}`,
        reason: 'not a valid CIDR range',
      });
    }
  }
  const assets: [string, string][] = [
    ['/assets/logo', config.assets.logo],
    ['/assets/favicon', config.assets.favicon],
  ];
  for (const problem of localizedAssetProblems(dir, config.licence.image, '/licence/image', config))
    problems.push({ file: brandFile, ...problem });
  if (config.assets.logoCompact) assets.push(['/assets/logoCompact', config.assets.logoCompact]);
  if (config.assets.logoLight) assets.push(['/assets/logoLight', config.assets.logoLight]);
  for (const [pointer, name] of assets) {
    if (!assetExists(dir, name))
      problems.push({ file: brandFile, pointer, reason: `assets/${name} does not exist` });
  }
  for (const problem of paymentProblems(config)) problems.push({ file: brandFile, ...problem });
  for (const problem of socialProblems(config)) problems.push({ file: brandFile, ...problem });
  for (const problem of vendorProblems(config)) problems.push({ file: brandFile, ...problem });
  for (const problem of timezoneProblems(config)) problems.push({ file: brandFile, ...problem });
  for (const problem of supportProblems(config)) problems.push({ file: brandFile, ...problem });
  for (const problem of kycProblems(config)) problems.push({ file: brandFile, ...problem });
  const ids = whitelabelModIds(whitelabel);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) {
    problems.push({
      file: display(join(dir, 'whitelabel.json')),
      pointer: '/nodes',
      reason: `module ${duplicate} appears more than once`,
    });
  }
  for (const [name, field] of Object.entries(fields.fields)) {
    const pointer = `/fields/${name}`;
    if (field.acceptedPattern !== '*') {
      try {
        new RegExp(field.acceptedPattern, 'u');
      } catch (error) {
        problems.push({
          file: fieldsFile,
          pointer: `${pointer}/acceptedPattern`,
          reason: `not a valid regular expression: ${(error as Error).message}`,
        });
      }
    }
    if (
      typeof field.minLength === 'number' &&
      typeof field.maxLength === 'number' &&
      field.minLength > field.maxLength
    ) {
      problems.push({
        file: fieldsFile,
        pointer: `${pointer}/minLength`,
        reason: 'minLength is greater than maxLength',
      });
    }
    if (field.required && !field.enabled) {
      problems.push({
        file: fieldsFile,
        pointer: `${pointer}/required`,
        reason: 'a required field must be enabled',
      });
    }
  }
  const texts: [string, Record<string, string> | undefined][] = [
    ['/footer/licence', site.footer.licence],
    ['/footer/responsibleGaming', site.footer.responsibleGaming],
  ];
  for (const [pointer, text] of texts) {
    if (text && !text[config.languages.default]) {
      problems.push({
        file: display(join(dir, 'content/site.json')),
        pointer,
        reason: `needs a text in the default language "${config.languages.default}"`,
      });
    }
  }
  return problems;
}

/** content/promotions.json is optional (no file = no promotions); when present it must be valid. */
function loadPromotions(dir: string, config: BrandConfig, problems: BrandProblem[]) {
  const path = join(dir, 'content/promotions.json');
  const read = readJsonFile(path);
  if (read.kind === 'missing') return { promotions: [] };
  const content = checkJson<PromotionsContent>(path, read, 'content-promotions.schema.json', problems);
  if (!content) return undefined;
  const file = display(path);
  for (const problem of promotionProblems(dir, content, config)) problems.push({ file, ...problem });
  return content;
}

/** Loads one brand folder. */
export function loadBrand(
  dir: string,
  base: { dark: ThemeValues; light: ThemeValues },
  problems: BrandProblem[],
): Brand | undefined {
  return withAssetIndex(() => loadBrandFolder(dir, base, problems));
}

function loadBrandFolder(
  dir: string,
  base: { dark: ThemeValues; light: ThemeValues },
  problems: BrandProblem[],
): Brand | undefined {
  const before = problems.length;
  const [config, whitelabel, registerFields, theme, site, announcements, help] = BRAND_FILES.map(
    ({ name, schema }) => readJson(join(dir, name), schema, problems),
  ) as [
    BrandConfig?,
    { nodes: WhitelabelNode[] }?,
    RegisterFields?,
    BrandThemeFile?,
    SiteContent?,
    AnnouncementsContent?,
    HelpContent?,
  ];
  if (!config || !whitelabel || !registerFields || !theme || !site || !announcements || !help)
    return undefined;
  const folderName = dir.split(/[\\/]/).pop() ?? '';
  problems.push(...semanticProblems(dir, config, whitelabel.nodes, registerFields, site, folderName));
  const announcementsFile = display(join(dir, 'content/announcements.json'));
  for (const problem of announcementProblems(dir, announcements, config))
    problems.push({ file: announcementsFile, ...problem });
  const helpFile = display(join(dir, 'content/help.json'));
  for (const problem of helpProblems(help, config)) problems.push({ file: helpFile, ...problem });
  const promotions = loadPromotions(dir, config, problems);
  const loyalty = loadLoyalty(dir, config, problems);
  const { referral, engagement } = loadEngagement(dir, problems);
  const themes = { dark: mergeTheme(base.dark, theme.dark), light: mergeTheme(base.light, theme.light) };
  // The resolved theme of each mode (brand partial over the base) must keep every colour pair the UI draws
  // readable: src/core/theme-contrast.ts lists them.
  const themeFile = display(join(dir, 'theme.json'));
  for (const mode of THEME_MODES) {
    for (const { pair, reason } of contrastProblems(themes[mode], mode))
      problems.push({ file: themeFile, pointer: `/${mode}/color/${pair.fg}`, reason });
  }
  if (problems.length > before) return undefined;
  return {
    config,
    whitelabel: whitelabel.nodes,
    registerFields,
    theme: { defaultMode: theme.defaultMode, ...themes },
    site,
    announcements,
    help,
    promotions: promotions?.promotions ?? [],
    bonusRules: promotions?.bonusRules ?? DEFAULT_BONUS_RULES,
    ...loyalty,
    referral,
    engagement,
    dir,
  };
}

/** Loads and validates every brand folder under brandsDir, plus cross-brand rules (unique codes and domains). */
export function loadBrands(brandsDir: string, themesDir?: string): LoadResult {
  const problems: BrandProblem[] = [];
  const base = loadBaseThemes(themesDir, problems);
  if (!existsSync(brandsDir)) {
    return {
      brands: [],
      problems: [{ file: display(brandsDir), pointer: '/', reason: 'brands folder does not exist' }],
    };
  }
  // The listing's types answer for folders and plain files; anything else (a link, an entry of unknown type) is
  // asked of statSync, which follows it as before.
  const folders = readdirSync(brandsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        !entry.name.startsWith('.') &&
        (entry.isDirectory() || (!entry.isFile() && statSync(join(brandsDir, entry.name)).isDirectory())),
    )
    .map((entry) => entry.name)
    .sort();
  if (folders.length === 0) {
    problems.push({ file: display(brandsDir), pointer: '/', reason: 'no brand folders found' });
  }
  const brands: Brand[] = [];
  if (base) {
    withAssetIndex(() => {
      for (const folder of folders) {
        const brand = loadBrand(join(brandsDir, folder), base, problems);
        if (brand) brands.push(brand);
      }
    });
  }
  const domainOwner = new Map<string, string>();
  const merchantOwner = new Map<string, string>();
  for (const brand of brands) {
    const file = display(join(brand.dir, 'brand.json'));
    for (const [i, domain] of brand.config.domains.entries()) {
      const owner = domainOwner.get(domain);
      if (owner)
        problems.push({
          file,
          pointer: `/domains/${i}`,
          reason: `domain ${domain} is already used by brand ${owner}`,
        });
      else domainOwner.set(domain, brand.config.code);
    }
    const merchant = merchantOwner.get(brand.config.merchantCode);
    if (merchant) {
      problems.push({
        file,
        pointer: '/merchantCode',
        reason: `merchant code is already used by brand ${merchant}`,
      });
    } else merchantOwner.set(brand.config.merchantCode, brand.config.code);
  }
  return { brands, problems };
}

export function formatProblems(problems: BrandProblem[]): string {
  return problems.map((p) => `${p.file} ${p.pointer}: ${p.reason}`).join('\n');
}
