import { describe, expect, it } from 'vitest';
import { missingLanguages } from './language-coverage';

describe('language coverage of brand content', () => {
  it('names every text that lacks an offered language, by pointer', () => {
    const doc = {
      notices: [
        { id: 'a', title: { en: 'Hello', ty: 'Kumusta' }, content: { en: 'Body' } },
        { id: 'b', title: { en: 'Hi', ty: 'Hi po' }, image: { en: 'a.png' } },
      ],
      languages: { default: 'en', supported: ['en', 'ty'] },
    };
    expect(missingLanguages(doc, ['en', 'ty'])).toEqual([{ pointer: '/notices/0/content', language: 'ty' }]);
    expect(missingLanguages(doc, ['en'])).toEqual([]);
  });

  it('leaves pictures per language and non-text maps alone', () => {
    expect(missingLanguages({ banner: { en: 'x.svg' }, limits: { en: 3 } }, ['en', 'ko'])).toEqual([]);
  });
});
