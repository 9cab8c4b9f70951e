/**
 * Numbers, money, dates, times and periods for the screen, in one place: `Intl` for the active language's BCP 47
 * tag (src/core/languages.ts), so Arabic, Persian, Hindi or German-like grouping, native digits, decimal signs
 * and word order come from the language, and money always in the brand's currency (its symbol and exactly its
 * minor units). Amounts stay decimal strings or bigint minor units throughout: Intl formats a decimal string
 * exactly, so no float reaches a displayed amount. The web builds one per language and brand (src/web/lib/
 * use-format.ts); the server uses the same for texts it sends (inbox, SMS, email).
 */
import { type Direction, isolateCode, isolateFormatted, isolateValue } from './bidi';
import { isLanguage, LANGUAGE_TAGS, languageDir, languageForTag } from './languages';
import { formatAmount, type MinorUnits } from './money';
import { toMinor } from './money-format';

/** What money formatting needs of a currency (bootstrap brand.currencySymbol / currencyMinorUnits). */
export interface CurrencyRules {
  symbol: string;
  minorUnits: MinorUnits;
}

export interface FormatOptions {
  /** A language code of src/core/languages.ts (or a BCP 47 tag). */
  language: string;
  currency: CurrencyRules;
  /** IANA zone dates and times are shown in; the device's when absent. */
  timeZone?: string;
  /**
   * Isolate what the formatter writes (default true): amounts, dates, times and numbers come out as one piece that
   * neither the text around them reorders nor they reorder it (src/core/bidi.ts) — in right-to-left languages
   * always, in left-to-right ones when the piece holds right-to-left letters ("د.إ 332.00"). false gives the bare
   * text (a value to compare, a file name).
   */
  isolate?: boolean;
}

export type Format = ReturnType<typeof createFormat>;
type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * A calendar day — the API's YYYY-MM-DD or a Date whose local fields name it (a report window's start) — as UTC
 * midnight of that day, so it is written as that day whatever the device's or the brand's zone.
 */
function utcDay(value: Date | string): Date {
  if (value instanceof Date)
    return new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  const [y, m, d] = value.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}
const MINUS = /-/g;

/** Drops decimals beyond the currency's ("20123456.78" → "20123456" for 0 minor units); display only. */
function truncate(amount: string, minorUnits: MinorUnits): string {
  const text = amount.trim();
  const valid = /^-?\d+(\.\d+)?$/.test(text) ? text : '0';
  const dot = valid.indexOf('.');
  if (dot < 0) return valid;
  return minorUnits === 0 ? valid.slice(0, dot) : valid.slice(0, dot + 1 + minorUnits);
}

/** The writing direction of a language code or BCP 47 tag. */
export function directionOf(language: string): Direction {
  if (isLanguage(language)) return languageDir(language);
  const code = languageForTag(language);
  return code ? languageDir(code) : 'ltr';
}

/** A tag Intl accepts (a bad one falls back to English rather than throwing). */
function safeTag(language: string): string {
  const tag = isLanguage(language) ? LANGUAGE_TAGS[language] : language;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** A value made on its first use and kept: most screens use a few of a formatter's twenty Intl objects. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

export function createFormat({ language, currency, timeZone, isolate = true }: FormatOptions) {
  const tag = safeTag(language);
  const direction = directionOf(language);
  /** An amount, date or number as one piece (see FormatOptions.isolate). */
  const piece = (text: string) => (isolate ? isolateFormatted(text, direction) : text);
  const zone = timeZone ? { timeZone } : {};
  const digits = { minimumFractionDigits: currency.minorUnits, maximumFractionDigits: currency.minorUnits };
  // The language's pattern for an amount with a symbol ($ stands in for the brand symbol: before or after, spaced
  // or not), replaced by the brand's own symbol.
  const moneyPlain = once(
    () =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        ...digits,
      }),
  );
  const moneySigned = once(
    () =>
      new Intl.NumberFormat(tag, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        signDisplay: 'exceptZero',
        ...digits,
      }),
  );
  const wordySymbol = /\p{L}/u.test(currency.symbol);
  const integer = once(() => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
  const decimal = once(() => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }));
  const compact = once(() => new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }));
  const percent = once(() => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }));
  const dateTime = once(
    () => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', ...zone }),
  );
  const date = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', ...zone }));
  const shortDate = once(() => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', ...zone }));
  const monthName = once(() => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', ...zone }));
  const utc = { timeZone: 'UTC' };
  const day = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', ...utc }));
  const shortDay = once(() => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', ...utc }));
  const monthOfDay = once(() => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', ...utc }));
  const shortDateTime = once(
    () =>
      new Intl.DateTimeFormat(tag, {
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...zone,
      }),
  );
  const time = once(() => new Intl.DateTimeFormat(tag, { timeStyle: 'short', ...zone }));
  const offset = once(() => new Intl.DateTimeFormat('en', { timeZoneName: 'longOffset', ...zone }));
  const timeSeconds = once(() => new Intl.DateTimeFormat(tag, { timeStyle: 'medium', ...zone }));
  const relative = once(() => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  const twoDigits = once(() => new Intl.NumberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false }));
  const unitFormats = new Map<string, Intl.NumberFormat>();
  const fixedFormats = new Map<number, Intl.NumberFormat>();
  const fixedFormat = (digits: number) => {
    let format = fixedFormats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      fixedFormats.set(digits, format);
    }
    return format;
  };

  function plainMoney(amount: string | bigint, signed = false): string {
    const given =
      typeof amount === 'bigint'
        ? formatAmount(amount, currency.minorUnits)
        : truncate(amount, currency.minorUnits);
    const text = /[1-9]/.test(given) ? given : given.replace('-', ''); // no "−0.00"
    const parts = (signed ? moneySigned : moneyPlain)().formatToParts(
      text as unknown as number, // Intl formats a decimal string exactly (ES2023 Intl.NumberFormat v3)
    );
    return parts
      .map((part, i) => {
        if (part.type === 'minusSign') return part.value.replace(MINUS, '−');
        if (part.type !== 'currency') return part.value;
        // A symbol of letters (د.إ, RM) keeps a no-break space from the digits where the pattern has none.
        const before = wordySymbol && /\p{N}$/u.test(parts[i - 1]?.value ?? '') ? '\u00a0' : '';
        const after = wordySymbol && /^\p{N}/u.test(parts[i + 1]?.value ?? '') ? '\u00a0' : '';
        return `${before}${currency.symbol}${after}`;
      })
      .join('');
  }

  const zonedDates = new Map<string, Intl.DateTimeFormat>();
  // Where the language writes the symbol: "₱1.00" (before) or "1,00 ₱" (after), for an amount input's symbol.
  const symbolAfter = once(() => {
    const sample = moneyPlain().formatToParts(1);
    return (
      sample.findIndex((part) => part.type === 'currency') >
      sample.findIndex((part) => part.type === 'integer')
    );
  });

  return {
    /** The BCP 47 tag in use (for the few Intl calls a screen needs beyond these). */
    tag,
    /** The language's writing direction. */
    direction,
    currency,
    /** Whether the language writes the currency symbol after the digits ("50.000 ₫"). */
    get symbolAfter() {
      return symbolAfter();
    },
    /** The zone dates are shown in (undefined: the device's). */
    timeZone,
    /** An amount in the brand currency: "₱1,234.50", "50.000 ₫", "‏1,234.50 د.إ"; signed: "+₱10.00" / "−₱10.00". */
    money: (amount: string | bigint, signed = false) => piece(plainMoney(amount, signed)),
    /** Minor units of an API amount, for sums and comparisons. */
    minor: (amount: string) => toMinor(amount, currency.minorUnits),
    /** An API amount as a number for chart geometry only (never for sums or display). */
    plot: (amount: string) => Number(toMinor(amount, currency.minorUnits)) / 10 ** currency.minorUnits,
    /** Whether an amount is a gain, a loss or nothing (its colour). */
    tone: (amount: string): 'up' | 'down' | 'flat' =>
      !/[1-9]/.test(amount) ? 'flat' : amount.startsWith('-') ? 'down' : 'up',
    /** A count: 1,234 / ١٬٢٣٤ / 1.234. */
    count: (n: number | bigint) => piece(integer().format(n)),
    /** A plain number with up to two decimals (a string is formatted exactly). */
    number: (n: number | string) => piece(decimal().format(n as number)),
    /** 12K, 1.2M in the language's words. */
    compact: (n: number) => piece(compact().format(n)),
    /** A fraction as a percentage: 0.125 → 12.5%. */
    percent: (fraction: number) => piece(percent().format(fraction)),
    /** A number of percent as a percentage: "1.5" → 1.5%. */
    percentOf: (rate: number | string) => piece(percent().format(Number(rate) / 100)),
    /** Basis points as a percentage: 150 → 1.5%. */
    basisPoints: (bp: number) => piece(percent().format(bp / 10_000)),
    dateTime: (value: DateInput) => piece(dateTime().format(toDate(value))),
    date: (value: DateInput) => piece(date().format(toDate(value))),
    /** A day as another zone counts it (a promotion's schedule is written in its own zone). */
    dateIn: (value: DateInput, timeZone: string) => {
      let format = zonedDates.get(timeZone);
      if (!format) {
        try {
          format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone });
        } catch {
          format = date();
        }
        zonedDates.set(timeZone, format);
      }
      return piece(format.format(toDate(value)));
    },
    shortDate: (value: DateInput) => piece(shortDate().format(toDate(value))),
    monthName: (value: DateInput) => piece(monthName().format(toDate(value))),
    /** A calendar day (YYYY-MM-DD or a Date's local day: a report's period, a chart's axis) as it is, in no zone. */
    day: (value: Date | string) => piece(day().format(utcDay(value))),
    /** A calendar day without the year: "Nov 24". */
    shortDay: (value: Date | string) => piece(shortDay().format(utcDay(value))),
    /** The month of a calendar day, with its year: "Nov 2026". */
    monthOfDay: (value: Date | string) => piece(monthOfDay().format(utcDay(value))),
    /** Day and time without the year: "11/24, 1:05 PM". */
    shortDateTime: (value: DateInput) => piece(shortDateTime().format(toDate(value))),
    time: (value: DateInput, seconds = false) =>
      piece((seconds ? timeSeconds : time)().format(toDate(value))),
    /** The zone's offset at that moment: "GMT+04:00" (GMT+00:00 for UTC). */
    zoneOffset: (value: DateInput = new Date()) => {
      const name = offset()
        .formatToParts(toDate(value))
        .find((part) => part.type === 'timeZoneName')?.value;
      return isolate ? isolateCode(!name || name === 'GMT' ? 'GMT+00:00' : name, direction) : (name ?? 'GMT');
    },
    /** "in 3 hours", "yesterday", "قبل ٥ دقائق". */
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) => relative().format(value, unit),
    /** A length of time as a unit: "5 min", "2 days" (long or short words of the language). */
    unit: (value: number, unit: 'second' | 'minute' | 'hour' | 'day', style: 'long' | 'short' = 'short') => {
      const key = `${unit}:${style}`;
      let format = unitFormats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: style });
        unitFormats.set(key, format);
      }
      return piece(format.format(value));
    },
    /** A countdown clock of the time left: "1:02:05" or "2:05" (hours only when there are any), in its digits. */
    countdown: (ms: number) => {
      const total = Math.max(0, Math.ceil(ms / 1000));
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const s = twoDigits().format(total % 60);
      return piece(
        h > 0 ? `${integer().format(h)}:${twoDigits().format(m)}:${s}` : `${integer().format(m)}:${s}`,
      );
    },
    /** A number with exactly `digits` decimals (RTP 96.00, a dice roll 49.50), in the language's digits. */
    fixed: (n: number, digits: number) => piece(fixedFormat(digits).format(n)),
    /** A multiplier: "2.00×", "1,000,000.00×" (in the language's digits). */
    multiplier: (n: number | string, digits = 2) =>
      Number.isFinite(Number(n)) ? piece(`${fixedFormat(digits).format(Number(n))}×`) : '—',
    /**
     * A code that reads left to right in every language (a draw number, an order, bet or round id, a phone number,
     * a hash), kept in one piece inside right-to-left text: "20261128-033700", never "033700-20261128".
     */
    code: (text: string) => (isolate ? isolateCode(text, direction) : text),
    /** A name or other text of unknown direction (a username, a game) placed inside a sentence. */
    text: (value: string) => (isolate ? isolateValue(value, direction) : value),
  };
}
