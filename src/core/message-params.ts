/**
 * Parameters of the texts the server writes (API error messages, inbox messages, SMS and e-mail): how an amount
 * travels from the code that knows it to the text a reader sees (docs/languages.md "Amounts in server messages").
 *
 * An amount is never pre-formatted: it travels as minor units with its currency (`moneyParam`), is stored that way
 * (an inbox message keeps its parameters, not its text) and is formatted only when the text is rendered, by the one
 * formatter (src/core/format.ts) in the reader's language — "₱1,000.00", "50.000 ₫", "‏1,000.00 د.إ". Every other
 * value is isolated for right-to-left text the same way the screens isolate theirs (src/core/bidi.ts).
 */
import { isolateValue } from './bidi';
import { createFormat, directionOf, type Format } from './format';
import { LANGUAGE_TAGS } from './languages';
import type { MinorUnits } from './money';

/** An amount in a message: minor units (an integer string: JSON and bigint safe) and the currency's rules. */
export interface MoneyParam {
  money: string;
  /** ISO 4217 code of the brand currency. */
  currency: string;
  symbol: string;
  minorUnits: MinorUnits;
}

/** What a money param needs of a currency: a brand's `currency` (brand.json) has exactly this. */
export interface CurrencyOfMessage {
  code: string;
  symbol: string;
  minorUnits: MinorUnits;
}

/** An amount for a message: `new AppError('insufficient_funds', { available: moneyParam(minor, currency) })`. */
export function moneyParam(minor: bigint | number, currency: CurrencyOfMessage): MoneyParam {
  return {
    money: BigInt(minor).toString(),
    currency: currency.code,
    symbol: currency.symbol,
    minorUnits: currency.minorUnits,
  };
}

export function isMoneyParam(value: unknown): value is MoneyParam {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<MoneyParam>;
  return (
    typeof v.money === 'string' &&
    /^-?\d+$/.test(v.money) &&
    typeof v.symbol === 'string' &&
    (v.minorUnits === 0 || v.minorUnits === 2)
  );
}

/** A text the brand writes per language (a deposit method's name): shown in the reader's language, else `fallback`. */
export interface TextParam {
  text: Partial<Record<string, string>>;
  fallback: string;
}

/** A brand text for a message: `{ method: textParam(method.name, brand.config.languages.default) }`. */
export function textParam(text: Partial<Record<string, string>>, fallback: string): TextParam {
  return { text: { ...text }, fallback };
}

export function isTextParam(value: unknown): value is TextParam {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<TextParam>;
  return typeof v.fallback === 'string' && typeof v.text === 'object' && v.text !== null;
}

/** A moment in a message (a break's end): shown as date and time in the reader's language and the brand's zone. */
export interface DateParam {
  at: string;
  timeZone: string;
}

export const dateParam = (at: Date, timeZone: string): DateParam => ({ at: at.toISOString(), timeZone });

export function isDateParam(value: unknown): value is DateParam {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DateParam>;
  return typeof v.at === 'string' && typeof v.timeZone === 'string' && !Number.isNaN(Date.parse(v.at));
}

function dateIn(param: DateParam, language: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  const tag = (LANGUAGE_TAGS as Record<string, string>)[language] ?? language;
  try {
    return new Intl.DateTimeFormat(tag, { ...options, timeZone: param.timeZone }).format(new Date(param.at));
  } catch {
    return new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(new Date(param.at));
  }
}

const textIn = (param: TextParam, language: string) =>
  param.text[language] ?? param.text[param.fallback] ?? Object.values(param.text)[0] ?? '';

const formats = new Map<string, Format>();

function formatFor(language: string, param: MoneyParam): Format {
  const key = `${language}|${param.symbol}|${param.minorUnits}`;
  let format = formats.get(key);
  if (!format) {
    format = createFormat({ language, currency: { symbol: param.symbol, minorUnits: param.minorUnits } });
    formats.set(key, format);
  }
  return format;
}

/**
 * The parameters of a message as the texts of a language: amounts formatted by the one formatter, whole numbers
 * counted in the language's digits ("30", "۳۰", "1,000"), brand texts in the language, everything isolated as one
 * piece in right-to-left text.
 */
export function renderParams(language: string, params: Record<string, unknown>): Record<string, string> {
  const direction = directionOf(language);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isMoneyParam(value)) out[name] = formatFor(language, value).money(BigInt(value.money));
    else if (isTextParam(value)) out[name] = isolateValue(textIn(value, language), direction);
    else if (isDateParam(value)) out[name] = isolateValue(dateIn(value, language), direction);
    else if (typeof value === 'number' && Number.isInteger(value))
      out[name] = formatFor(language, COUNTING).count(value);
    else out[name] = isolateValue(value === undefined || value === null ? '' : String(value), direction);
  }
  return out;
}

/** Only its count() is used: any currency does. */
const COUNTING: MoneyParam = { money: '0', currency: 'XXX', symbol: '', minorUnits: 0 };

/**
 * The plural form of a message to use for `count` (i18next's convention: `<key>_one`, `<key>_other` …, chosen by
 * Intl.PluralRules of the language), or undefined when the parameters have no numeric count.
 */
export function pluralSuffix(tag: string, params: Record<string, unknown>): string | undefined {
  const count = params.count;
  if (typeof count !== 'number' || !Number.isFinite(count)) return undefined;
  return new Intl.PluralRules(tag).select(count);
}
