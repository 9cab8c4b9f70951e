import { useTranslation } from 'react-i18next';
import { createFormat, type Format } from '@/core/format';
import { asMinorUnits } from '@/core/money-format';
import { useBrandTime } from './brand-time';
import { useBootstrap } from './use-bootstrap';

/**
 * Formatters already built, by language, currency and zone: each holds some twenty Intl objects (each made on its first use), whose creation
 * is the costly part (on a phone every game card, countdown and amount on the home page built its own); they are
 * immutable, so every component with the same settings shares one. Languages × zones in use stay few.
 */
const built = new Map<string, Format>();

function sharedFormat(
  language: string,
  symbol: string,
  minorUnits: number,
  timeZone: string | undefined,
): Format {
  const key = `${language}|${symbol}|${minorUnits}|${timeZone ?? ''}`;
  let format = built.get(key);
  if (!format) {
    format = createFormat({ language, currency: { symbol, minorUnits: asMinorUnits(minorUnits) }, timeZone });
    built.set(key, format);
  }
  return format;
}

/**
 * The one formatter of the screens (src/core/format.ts): numbers, money in the brand currency, dates, times and
 * periods in the interface language. `brandTime` shows dates and times in the brand's business time zone (agent
 * reports, contract periods) instead of the device's; by default it follows BrandTimeContext (on everywhere in the
 * agent center). What it writes is isolated for the text around it (right to left, and an Arabic currency symbol
 * in left-to-right text); `code()` keeps ids and numbers left to right.
 */
export function useFormat({ brandTime }: { brandTime?: boolean } = {}): Format {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const inBrandTime = useBrandTime();
  brandTime ??= inBrandTime;
  const timeZone = brandTime ? (brand.timeZone ?? 'UTC') : undefined;
  return sharedFormat(i18n.language, brand.currencySymbol, brand.currencyMinorUnits, timeZone);
}
