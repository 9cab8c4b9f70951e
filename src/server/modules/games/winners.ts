import type { Kysely } from 'kysely';
import type { Brand, Category } from '@/core/brand';
import type { Language } from '@/core/languages';
import { formatAmount } from '@/core/money';
import type { Database } from '@/server/db/database';
import { type BrandView, type CatalogueIndex, categoryGameType } from './catalogue-index';
import { artUrl } from './game-json';
import { latestWins } from './games.repository';

/** Winner names are shown masked: "agent01" → "ag***01". */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** The winner board: the brand's latest real wins, masked names, amounts in the brand currency. */
export async function rankList(
  db: Kysely<Database>,
  index: CatalogueIndex,
  view: BrandView,
  brand: Brand,
  language: Language,
  category: Category | 'ALL',
  limit: number,
) {
  const types = category === 'ALL' ? undefined : [categoryGameType(category)];
  const rows = await latestWins(db, view.brandCode, Math.min(limit * 3, 150), types);
  const list: {
    customerName: string;
    winAmount: string;
    gameName: string;
    iconUrl: string;
    /** A jackpot win (the pool paid out, docs/jackpot.md). */
    jackpot: boolean;
  }[] = [];
  for (const row of rows) {
    const game = index.byNodeId.get(row.node_id);
    if (!game || !(category === 'ALL' ? view.isVisible(game) : view.accepts(category, game))) continue;
    list.push({
      customerName: maskName(row.username),
      winAmount: formatAmount(row.amount, brand.config.currency.minorUnits),
      gameName: game.names[language],
      iconUrl: artUrl(game.gameCode),
      jackpot: row.jackpot,
    });
    if (list.length === limit) break;
  }
  return { list };
}
