/** The drafts of the generated games of one vendor and game type (names, tags, demo, hot share, rooms). */
import type { GameKind, GameTag, GameType, Names, RoomTier, VendorDef } from './catalogue-data';
import {
  type NameBook,
  numbered,
  pick,
  qualify,
  type Random,
  slotName,
  tableName,
  themedName,
} from './catalogue-names';
import {
  ARCADE_NOUNS,
  BINGO_NOUNS,
  FISH_NOUNS,
  LOTTERY_GAMES,
  PVP_GAMES,
  PVP_MODIFIERS,
  ROOM_TIERS,
  TABLE_GAMES,
  TABLE_MODIFIERS,
  VN_LOTTERIES,
} from './catalogue-words';

/** How far back release dates of the generated games go. */
export const HISTORY_DAYS = 3 * 365;

export interface Draft {
  gameType: GameType;
  names: Names;
  tags: GameTag[];
  demo: boolean;
  hotShare: number;
  isGame?: GameKind;
  gameCode?: string;
  daysAgo?: number;
  rooms?: RoomTier[];
}

/** The drafts of one vendor and game type, in catalogue order. */
export function drafts(
  vendor: VendorDef,
  gameType: GameType,
  count: number,
  random: Random,
  book: NameBook,
): Draft[] {
  const out: Draft[] = [];
  const demo = () => random() < vendor.demoShare;
  for (let i = 0; i < count; i++) {
    switch (gameType) {
      case 'RNG': {
        const roll = random();
        if (roll < 0.03) {
          out.push({
            gameType,
            names: book.unique(() => tableName(random)),
            tags: ['table'],
            demo: demo(),
            hotShare: 0.04,
          });
        } else if (roll < 0.055) {
          out.push({
            gameType,
            names: book.unique(() => themedName(random, BINGO_NOUNS)),
            tags: ['bingo'],
            demo: demo(),
            hotShare: 0.04,
          });
        } else if (roll < 0.095) {
          out.push({
            gameType,
            names: book.unique(() => themedName(random, ARCADE_NOUNS)),
            tags: ['arcade'],
            demo: demo(),
            hotShare: 0.05,
          });
        } else {
          const jackpot = random() < vendor.jackpotShare;
          out.push({
            gameType,
            names: book.unique(() => slotName(random, jackpot)),
            tags: jackpot ? ['jackpot'] : [],
            demo: demo(),
            hotShare: 0.06,
          });
        }
        break;
      }
      case 'FISH':
        out.push({
          gameType,
          names: book.unique(() => themedName(random, FISH_NOUNS)),
          tags: [],
          demo: demo(),
          hotShare: 0.2,
        });
        break;
      case 'ARCADE':
        out.push({
          gameType,
          names: book.unique(() => themedName(random, ARCADE_NOUNS)),
          tags: ['arcade'],
          demo: demo(),
          hotShare: 0.1,
        });
        break;
      case 'LIVE': {
        const names = book.unique(() =>
          numbered(
            qualify(pick(random, TABLE_MODIFIERS), pick(random, TABLE_GAMES)),
            1 + Math.floor(random() * 40),
          ),
        );
        out.push({
          gameType,
          names,
          tags: names.en.includes('Money Wheel') ? [] : ['table'],
          demo: false,
          hotShare: 0.08,
        });
        break;
      }
      case 'PVP': {
        const factor = pick(random, [1, 2, 5]);
        out.push({
          gameType,
          names: book.unique(() => qualify(pick(random, PVP_MODIFIERS), pick(random, PVP_GAMES))),
          tags: [],
          demo: false,
          hotShare: 0.08,
          rooms: ROOM_TIERS.map((tier, index) => ({
            tier: index + 1,
            minUnits: tier.minUnits * factor,
            maxUnits: tier.minUnits * factor * 50,
          })),
        });
        break;
      }
      case 'LOTT': {
        const names = LOTTERY_GAMES[i % LOTTERY_GAMES.length]!;
        out.push({ gameType, names: book.unique(() => names), tags: [], demo: false, hotShare: 0.15 });
        break;
      }
      case 'ELOTT': {
        const names = VN_LOTTERIES[i % VN_LOTTERIES.length]!;
        out.push({ gameType, names: book.unique(() => names), tags: [], demo: false, hotShare: 0.1 });
        break;
      }
      case 'SPORTS':
      case 'ESPORTS':
      case 'COCKFIGHT': {
        if (!vendor.lobby) throw new Error(`vendor ${vendor.code} has no lobby name`);
        const lobby = vendor.lobby;
        out.push({
          gameType,
          names: book.unique(() => lobby),
          tags: [],
          demo: false,
          hotShare: 0,
          daysAgo: HISTORY_DAYS,
        });
        break;
      }
      case 'CRASH':
      case 'MINI':
        // Only the in-house vendor offers these; its games are fixed (added below, not drawn).
        break;
    }
  }
  return out;
}
