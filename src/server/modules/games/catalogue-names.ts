/** How generated game names are drawn from the word lists (catalogue-words.ts), unique across the catalogue. */
import { NAME_LANGUAGES, type NameLanguage, type Names } from './catalogue-data';
import {
  ADJECTIVES,
  JACKPOT_SUFFIXES,
  NOUNS,
  SUFFIXES,
  TABLE_GAMES,
  TABLE_MODIFIERS,
  TABLE_SUFFIXES,
} from './catalogue-words';

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

function mapNames(make: (language: NameLanguage) => string): Names {
  return Object.fromEntries(NAME_LANGUAGES.map((language) => [language, make(language)])) as Names;
}

/** A "*" template filled with a word, per language. */
export const qualify = (template: Names, word: Names) => mapNames((l) => template[l].replace('*', word[l]));

/** "Dragon Treasure": the second noun qualified by the first, in each language's order. */
function compound(first: Names, second: Names): Names {
  return {
    en: `${first.en} ${second.en}`,
    ty: `${second.ty} ng ${first.ty}`,
    vi: `${second.vi} ${first.vi}`,
    cn: `${first.cn}之${second.cn}`,
    th: `${second.th}${first.th}`,
  };
}

function withSuffix(name: Names, suffix: Names): Names {
  return mapNames((l) => {
    const tail = suffix[l];
    if (!tail) return name[l];
    if (l === 'cn' && !/^[\x20-\x7e]+$/.test(tail)) return `${name[l]}${tail}`;
    return `${name[l]} ${tail}`;
  });
}

export const numbered = (name: Names, number: number) => mapNames((l) => `${name[l]} ${number}`);

/** Names already given (English, case-insensitive): every game name is unique in the catalogue. */
export class NameBook {
  private readonly taken = new Set<string>();

  /** Draws names until one is free; after many tries, numbers the last draw. */
  unique(make: () => Names): Names {
    let names = make();
    for (let attempt = 0; this.taken.has(names.en.toLowerCase()); attempt++) {
      names = attempt < 60 ? make() : numbered(names, attempt - 58);
    }
    this.taken.add(names.en.toLowerCase());
    return names;
  }
}

export function slotName(random: Random, jackpot: boolean): Names {
  const base =
    random() < 0.6
      ? qualify(pick(random, ADJECTIVES), pick(random, NOUNS))
      : (() => {
          const first = pick(random, NOUNS);
          let second = pick(random, NOUNS);
          while (second === first) second = pick(random, NOUNS);
          return compound(first, second);
        })();
  return withSuffix(base, pick(random, jackpot ? JACKPOT_SUFFIXES : SUFFIXES));
}

export function themedName(random: Random, nouns: readonly Names[]): Names {
  const noun = pick(random, nouns);
  const base =
    random() < 0.55 ? qualify(pick(random, ADJECTIVES), noun) : compound(pick(random, NOUNS), noun);
  return random() < 0.2 ? withSuffix(base, pick(random, SUFFIXES.slice(5, 12))) : base;
}

export const tableName = (random: Random) =>
  withSuffix(qualify(pick(random, TABLE_MODIFIERS), pick(random, TABLE_GAMES)), pick(random, TABLE_SUFFIXES));
