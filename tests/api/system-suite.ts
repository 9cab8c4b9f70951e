import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { BrandConfig } from '@/core/brand';
import type { ThemeValues } from '@/core/theme-tokens';
import { defaultBrandsDir } from '@/server/paths';
import { readJson, removeTempDirs } from '../support/brand-dirs';
import { type Envelope, envelope, type TestApp } from './helpers';

/** Setup and helpers shared by system.test.ts and system-default-brand.test.ts: call setupSuite() once per file. */
export const BOOTSTRAP_SCHEMA = 'https://marquee.dev/schemas/api/bootstrap.schema.json';

export const brandFile = (code: string, file = 'brand.json') => join(defaultBrandsDir, code, file);

export const brandConfig = (code: string) => readJson(brandFile(code)) as BrandConfig;

export interface Bootstrap {
  brand: {
    code: string;
    displayName: string;
    merchantCode: string;
    logoUrl: string;
    languages: BrandConfig['languages'];
  };
  preview: boolean;
  customerService: string;
  mainDomain: string;
  domainRoute: { mainDomain: string; domains: string[] };
  location: { ip: string; country: string | null };
  maintenance: { enabled: boolean; message: string };
  regionRestriction: { restricted: boolean };
  theme: { defaultMode: string; dark: ThemeValues; light: ThemeValues };
}

export async function get(
  t: TestApp,
  url: string,
  host: string,
  extra: Omit<InjectOptions, 'url' | 'method'> = {},
) {
  return t.app.inject({ method: 'GET', url, ...extra, headers: { host, ...(extra.headers ?? {}) } });
}

export async function getValue<T>(
  t: TestApp,
  url: string,
  host: string,
  extra: Omit<InjectOptions, 'url' | 'method'> = {},
) {
  const response = await get(t, url, host, extra);
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<T>(response);
  expect(body.success).toBe(true);
  expect(body.code).toBe('OK');
  return body.value;
}

export function expectError(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body: Envelope = envelope(response);
  expect(body).toMatchObject({ success: false, code });
  expect(body.message).not.toBe('');
  return body;
}

/** The suite's app: created before the file's tests, closed after them. */
export function setupSuite() {
  afterAll(() => removeTempDirs());
}
