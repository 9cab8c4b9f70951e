import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_MODES, themeTokenPaths } from './theme-tokens';

interface ObjectSchema {
  properties?: Record<string, ObjectSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;

/** "group.key" for every token a theme object schema allows. */
function schemaTokenPaths(tokens: ObjectSchema): string[] {
  return Object.entries(tokens.properties ?? {})
    .filter(([group]) => group !== '$schema')
    .flatMap(([group, schema]) => Object.keys(schema.properties ?? {}).map((key) => `${group}.${key}`));
}

const contract = [...themeTokenPaths()].sort();

describe('theme token contract', () => {
  it('has tokens (the comparisons below are not vacuous)', () => {
    expect(contract.length).toBeGreaterThan(20);
    expect(contract).toContain('color.bg');
  });

  it('equals the token keys of a brand theme partial (schemas/theme.schema.json $defs/tokens)', () => {
    const schema = readJson<{ $defs: { tokens: ObjectSchema } }>('../../schemas/theme.schema.json');
    expect(schemaTokenPaths(schema.$defs.tokens).sort()).toEqual(contract);
    expect(schema.$defs.tokens.additionalProperties).toBe(false);
    for (const group of Object.values(schema.$defs.tokens.properties ?? {})) {
      expect(group.additionalProperties).toBe(false);
    }
  });

  it('equals the keys of a base theme (schemas/theme-base.schema.json), all required', () => {
    const schema = readJson<ObjectSchema>('../../schemas/theme-base.schema.json');
    expect(schemaTokenPaths(schema).sort()).toEqual(contract);
    const groups = Object.entries(schema.properties ?? {}).filter(([name]) => name !== '$schema');
    expect((schema.required ?? []).sort()).toEqual(groups.map(([name]) => name).sort());
    for (const [, group] of groups) {
      expect((group.required ?? []).sort()).toEqual(Object.keys(group.properties ?? {}).sort());
      expect(group.additionalProperties).toBe(false);
    }
  });

  it.each(THEME_MODES)('is fully defined by themes/%s.json, with nothing extra', (mode) => {
    const theme = readJson<Record<string, Record<string, unknown>>>(`../../themes/${mode}.json`);
    const defined = Object.entries(theme)
      .filter(([group]) => group !== '$schema')
      .flatMap(([group, values]) =>
        Object.entries(values)
          .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
          .map(([key]) => `${group}.${key}`),
      );
    expect(defined.sort()).toEqual(contract);
  });
});
