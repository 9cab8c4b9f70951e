import { LANGUAGES } from '@/core/languages';
import { lotteryNameOf, lotteryTitle } from '@/core/lottery/names';
import { catalogueText } from '@/server/i18n';
import type { AllNames } from './catalogue-data';

/**
 * The names of an in-house lottery game in every interface language, from locales/<language>/lottery.json `names`
 * (src/core/lottery/names.ts), or undefined for any other game. The catalogue index names lottery games with these
 * instead of the titles stored with the catalogue, so every list, search, record and bet slip reads them.
 */
export function lotteryNames(vendor: string, title: string): AllNames | undefined {
  const name = lotteryNameOf(vendor, title);
  if (!name) return undefined;
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      lotteryTitle(name, language, (key, params) => catalogueText(language, 'lottery', key, params)),
    ]),
  ) as AllNames;
}
