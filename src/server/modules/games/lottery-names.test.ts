import { describe, expect, it } from 'vitest';
import { isPhrase } from '@/core/i18n-keys';
import type { Language } from '@/core/languages';
import { lotteryGameDef } from '@/core/lottery/games';
import { MQL_TITLES, VN_PLACES } from '@/core/lottery/names';
import { lotteryNames } from './lottery-names';

/** The languages of the demo brands that list the lottery vendors: aurora, siam, oasis (MQL) and lotus (VNL). */
const MQL_LANGUAGES: Language[] = [
  'ty',
  'cn',
  'tw',
  'ko',
  'ja',
  'es',
  'th',
  'my',
  'lo',
  'km',
  'ar',
  'fa',
  'ur',
  'hi',
];
const VNL_LANGUAGES: Language[] = ['vi', 'cn', 'km', 'lo'];

describe('lottery game names come from the translations, in every language of a brand', () => {
  it('names every MQL game in each language of aurora, siam and oasis, never the English title', () => {
    for (const title of Object.values(MQL_TITLES)) {
      const names = lotteryNames('MQL', title);
      expect(names?.en, title).toBe(title);
      // A one-word title may be the language's own word ("Lotto" in Filipino): the phrases must be translated.
      const languages = isPhrase(title)
        ? MQL_LANGUAGES
        : (['ar', 'fa', 'ur', 'hi', 'th', 'cn'] as Language[]);
      for (const language of languages) expect(names?.[language], `${title} ${language}`).not.toBe(title);
    }
    expect(lotteryNames('MQL', 'Thai Lottery')?.ar).toBe('اليانصيب التايلاندي');
    expect(lotteryNames('MQL', 'Pick 3')?.ar).toBe('اختر 3');
  });

  it('names every Vietnamese lottery in each language of lotus: regions translated, provinces by their name', () => {
    for (const place of VN_PLACES) {
      const names = lotteryNames('VNL', `${place.en} Lottery`);
      expect(names?.en).toBe(`${place.en} Lottery`);
      for (const language of VNL_LANGUAGES) expect(names?.[language]).not.toBe(`${place.en} Lottery`);
    }
    expect(lotteryNames('VNL', 'Vietnam North Lottery')?.ar).toBe('يانصيب شمال فيتنام');
    expect(lotteryNames('VNL', 'Ca Mau Lottery')?.vi).toBe('Xổ Số Cà Mau');
    expect(lotteryNames('VNL', 'Ca Mau Lottery')?.km).toBe('ឆ្នោតCà Mau');
  });

  it('the fast northern draws are named for what they play, also in a catalogue loaded with the old titles', () => {
    expect(lotteryNames('MQL', 'Keno 1 Minute')?.en).toBe('Hanoi Speed 1 Minute');
    expect(lotteryNames('MQL', 'Keno 1 Minute')?.vi).toBe('Hà Nội Siêu Tốc 1 Phút');
    expect(lotteryGameDef('MQL', 'Hanoi Speed 1 Minute', 5)).toEqual(
      lotteryGameDef('MQL', 'Keno 1 Minute', 5),
    );
    expect(lotteryGameDef('MQL', 'Hanoi Speed 1 Minute', 5)?.format).toBe('vn-north');
    expect(lotteryNames('PG', 'Thai Lottery')).toBeUndefined();
  });
});
