import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormat, type Format } from '../../core/format';
import { asMinorUnits } from '../../core/money-format';
import { isolatedMoney } from '../ui/bidi';
import { useDirection } from '../ui/direction';
import { useBrandTime } from './brand-time';
import { useBootstrap } from './use-bootstrap';

/**
 * The one formatter of the screens (src/core/format.ts): numbers, money in the brand currency, dates, times and
 * periods in the interface language. `brandTime` shows dates and times in the brand's business time zone (agent
 * reports, contract periods) instead of the device's; by default it follows BrandTimeContext (on everywhere in the
 * agent center). Amounts are isolated in right-to-left pages (ui/bidi.tsx).
 */
export function useFormat({ brandTime }: { brandTime?: boolean } = {}): Format {
  const { i18n } = useTranslation();
  const { brand } = useBootstrap();
  const inBrandTime = useBrandTime();
  brandTime ??= inBrandTime;
  const timeZone = brandTime ? (brand.timeZone ?? 'UTC') : undefined;
  const direction = useDirection();
  return useMemo(
    () =>
      isolatedMoney(
        createFormat({
          language: i18n.language,
          currency: { symbol: brand.currencySymbol, minorUnits: asMinorUnits(brand.currencyMinorUnits) },
          timeZone,
        }),
        direction,
      ),
    [i18n.language, brand.currencySymbol, brand.currencyMinorUnits, timeZone, direction],
  );
}
