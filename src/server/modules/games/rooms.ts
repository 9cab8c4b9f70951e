import type { Brand } from '@/core/brand';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import { nameIn } from './catalogue-data';
import type { BrandView, CatalogueIndex } from './catalogue-index';
import { ROOM_TIERS } from './catalogue-words';
import { requireVendor } from './game-lists';

/** PVP room bets: one bet unit in each currency (room tiers are multiples of it). */
export const BET_UNIT: Record<string, number> = {
  VND: 1000,
  IDR: 1000,
  KRW: 1000,
  MMK: 1000,
  INR: 10,
  JPY: 100,
};

/** PVP rooms of a vendor's games: tiers with bet limits in the brand currency; players only from real play. */
export function rooms(
  index: CatalogueIndex,
  view: BrandView,
  brand: Brand,
  vendor: string,
  language: Language,
  nodeId?: number,
) {
  requireVendor(view, vendor, 'vassalage');
  const unit = BET_UNIT[brand.config.currency.code] ?? 1;
  const { minorUnits } = brand.config.currency;
  const money = (units: number) => formatAmount(BigInt(units * unit) * 10n ** BigInt(minorUnits), minorUnits);
  const out: {
    roomId: string;
    nodeId: number;
    name: string;
    minBet: string;
    maxBet: string;
    players: number;
  }[] = [];
  for (const doc of view.games('PVP', vendor)) {
    const game = index.games[doc]!;
    if (nodeId !== undefined && game.nodeId !== nodeId) continue;
    for (const room of game.rooms ?? []) {
      const tier = ROOM_TIERS[room.tier - 1];
      out.push({
        roomId: `${game.nodeId}-${room.tier}`,
        nodeId: game.nodeId,
        name: `${game.names[language]} · ${tier ? nameIn(tier.names, language) : room.tier}`,
        minBet: money(room.minUnits),
        maxBet: money(room.maxUnits),
        players: 0,
      });
    }
  }
  return out;
}
