import type { Brand } from './brand';
import { moneyParam } from './message-params';
import { formatAmount } from './money';

/** Minor units → the API decimal string of the brand currency. */
export const money = (ctx: { brand: Brand }, minor: bigint | number) =>
  formatAmount(minor, ctx.brand.config.currency.minorUnits);

/**
 * An amount for a message (an error, an inbox message): minor units and the currency, formatted in the reader's
 * language by the one formatter when the text is rendered (src/core/message-params.ts).
 */
export const priced = (ctx: { brand: Brand }, minor: bigint | number) =>
  moneyParam(minor, ctx.brand.config.currency);
