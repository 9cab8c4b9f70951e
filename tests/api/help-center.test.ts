import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpContent } from '@/core/brand';
import { HELP_TERM_PATTERN, parseHelpText } from '@/core/help-text';
import { defaultBrandsDir } from '@/server/paths';
import { copyBrandsDir, patchJson, readJson, removeTempDirs } from '../support/brand-dirs';
import { createTestApp, envelope, type TestApp } from './helpers';

interface HelpValue {
  language: string;
  sections: { term: string; title: string; body: string }[];
}

const HOSTS = { aurora: 'aurora.localhost', lotus: 'lotus.localhost', siam: 'siam.localhost' } as const;
const helpFile = (code: string) => readJson(join(defaultBrandsDir, code, 'content/help.json')) as HelpContent;
const TOPICS = ['account', 'deposits', 'withdrawals', 'responsible-gaming', 'terms', 'privacy', 'contact'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const get = (url: string, host: string = HOSTS.aurora, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

async function help(host: string, query = 'device=WEB', headers: Record<string, string> = {}) {
  const response = await get(`/wps/system/helpCenter?${query}`, host, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<HelpValue>(response);
  expect(body.success).toBe(true);
  return body.value;
}

// lotus's help texts quote no free-play figure.
const FREE_PLAY_CREDIT = { aurora: '₱2,000.00', lotus: '', siam: '฿1,000.00' } as const;

describe('GET /wps/system/helpCenter', () => {
  it.each([
    ['aurora', 'en'],
    ['lotus', 'vi'],
    ['siam', 'th'],
  ] as const)(
    'serves the help centre of %s in its default language (%s) without lang',
    async (code, language) => {
      const value = await help(HOSTS[code]);
      expect(value.language).toBe(language);
      const file = helpFile(code);
      expect(value.sections.map((s) => s.term)).toEqual(file.sections.map((s) => s.term));
      for (const [i, section] of value.sections.entries()) {
        expect(section.title).toBe(file.sections[i]!.title[language]);
        // The brand's figures are filled in (the free-play credit the trial account gets, in the reader's format).
        expect(section.body).toBe(
          file.sections[i]!.body[language]!.replaceAll('{{freePlayCredit}}', FREE_PLAY_CREDIT[code]),
        );
        expect(section.term).toMatch(HELP_TERM_PATTERN);
      }
      for (const topic of TOPICS) expect(value.sections.map((s) => s.term)).toContain(topic);
    },
  );

  it('answers in the language asked with lang, for every language the brand supports', async () => {
    for (const [code, host] of Object.entries(HOSTS)) {
      const file = helpFile(code);
      const supported = (
        readJson(join(defaultBrandsDir, code, 'brand.json')) as { languages: { supported: string[] } }
      ).languages.supported;
      for (const language of supported) {
        const value = await help(host, `lang=${language}&device=WEB`);
        expect(value.language).toBe(language);
        expect(value.sections[0]!.title).toBe(file.sections[0]!.title[language as 'en']);
      }
    }
    // Upper case is accepted as the spec's codes are (EN, TY, VI, CN, TH).
    expect((await help(HOSTS.lotus, 'lang=CN&device=WEB')).sections[0]!.title).toBe('您的账户');
  });

  it('falls back to the brand default for a language the brand does not support', async () => {
    const value = await help(HOSTS.siam, 'lang=vi&device=WEB');
    expect(value.language).toBe('th');
    expect(value.sections[0]!.title).toBe(helpFile('siam').sections[0]!.title.th);
  });

  it('without lang follows the request language (X-Language), like every other call', async () => {
    const value = await help(HOSTS.lotus, 'device=WEB', { 'x-language': 'en' });
    expect(value.language).toBe('en');
    expect(value.sections.find((s) => s.term === 'deposits')!.title).toBe('Deposits');
  });

  it('falls back section by section when a text is missing in the language asked', async () => {
    const dir = copyBrandsDir(['aurora']);
    patchJson(join(dir, 'aurora/content/help.json'), { '/sections/1/body/ty': undefined });
    const other = await createTestApp({ brandsDir: dir });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/wps/system/helpCenter?lang=ty&device=WEB',
        headers: { host: HOSTS.aurora },
      });
      const value = envelope<HelpValue>(response).value;
      expect(value.sections[1]!.title).toBe(helpFile('aurora').sections[1]!.title.ty);
      expect(value.sections[1]!.body).toBe(helpFile('aurora').sections[1]!.body.en);
    } finally {
      await other.close();
    }
  });

  it.each([
    ['device=APP', 'device'],
    ['lang=english&device=WEB', 'lang'],
    ['lang=%3Cscript%3E', 'lang'],
    ['lang=e&device=WEB', 'lang'],
  ])('refuses bad input (%s) with 400 invalid_request, never a 500', async (query) => {
    const response = await get(`/wps/system/helpCenter?${query}`);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe('invalid_request');
  });

  it('is per brand: the X-Brand preview header picks the brand on a preview host', async () => {
    const value = await help('localhost', 'device=WEB', { 'x-brand': 'lotus' });
    expect(value.language).toBe('vi');
    expect(value.sections.find((s) => s.term === 'contact')!.body).toContain('zalo.me/lotusclub');
  });

  it('serves bodies that are plain markdown-lite: no HTML, links only to safe targets', async () => {
    for (const host of Object.values(HOSTS)) {
      const value = await help(host);
      for (const section of value.sections) {
        expect(section.body).not.toMatch(/<[a-z]/i);
        const links = parseHelpText(section.body).flatMap((block) =>
          (block.kind === 'paragraph' ? block.inlines : block.items.flat()).filter((i) => i.kind === 'link'),
        );
        for (const link of links)
          expect(link.kind === 'link' && link.href).toMatch(/^(\/|#|https:\/\/|mailto:)/);
      }
    }
  });

  it('unknown hosts get the invalid-domain envelope', async () => {
    const response = await get('/wps/system/helpCenter?device=WEB', 'nobody.example');
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe('invalid_domain');
  });
});
