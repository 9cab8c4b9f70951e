/**
 * content/promotions.json checks beyond its JSON Schema (docs/promotions.md): cross-field rules, assets, time
 * zones, and twin promotions whose schedules overlap (one deposit or bet must never be rewarded twice).
 */
import type { BrandConfig } from '@/core/brand';
import type { PromotionDef, PromotionsContent } from '@/core/promotions';
import { zonedToUtc } from '@/core/zoned-time';
import { localizedAssetProblems } from './asset-rules';
import { isTimeZone, type RuleProblem } from './content-rules';

const zoneOf = (p: PromotionDef, config: BrandConfig) => p.schedule.timezone ?? config.timezone ?? 'UTC';

/** The schedule window in instants (end undefined = open-ended). */
export function windowOf(p: PromotionDef, config: BrandConfig): { start: Date; end: Date | undefined } {
  const zone = zoneOf(p, config);
  return {
    start: zonedToUtc(p.schedule.start, zone),
    end: p.schedule.end ? zonedToUtc(p.schedule.end, zone) : undefined,
  };
}

/** Which promotions compete for the same money event: twins must not overlap in time. */
function slotsOf(p: PromotionDef): string[] {
  switch (p.kind) {
    case 'deposit_bonus':
      return [p.eligibility?.firstDepositOnly ? 'deposit:first' : 'deposit:reload'];
    case 'rebate':
      return (p.reward.categories ?? ['*']).map((c) => `rebate:${c}`);
    case 'daily_claim':
      return ['daily'];
    default:
      return [];
  }
}

/** Same slot, or a rebate over every category (`rebate:*`) against any rebate. */
function slotsCollide(a: string[], b: string[]): boolean {
  const all = (s: string) => s === 'rebate:*';
  return a.some((x) =>
    b.some((y) => x === y || (x.startsWith('rebate:') && y.startsWith('rebate:') && (all(x) || all(y)))),
  );
}

type Window = ReturnType<typeof windowOf>;

function overlaps(a: PromotionDef, b: PromotionDef, window: (p: PromotionDef) => Window): boolean {
  const wa = window(a);
  const wb = window(b);
  const timeOverlap =
    (wa.end === undefined || wa.end > wb.start) && (wb.end === undefined || wb.end > wa.start);
  if (!timeOverlap) return false;
  const da = a.schedule.days ?? [1, 2, 3, 4, 5, 6, 7];
  const db = b.schedule.days ?? [1, 2, 3, 4, 5, 6, 7];
  return da.some((d) => db.includes(d));
}

export function promotionProblems(
  dir: string,
  content: PromotionsContent,
  config: BrandConfig,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  // A brand time zone the runtime does not know is reported on brand.json; schedules cannot be checked then.
  if (config.timezone && !isTimeZone(config.timezone)) return problems;
  const seen = new Map<string, number>();
  const lang = config.languages.default;
  // Each promotion's window, worked out once (the zone conversions are most of these checks' time).
  const windows = new Map<PromotionDef, Window>();
  const window = (p: PromotionDef) => {
    let w = windows.get(p);
    if (!w) {
      w = windowOf(p, config);
      windows.set(p, w);
    }
    return w;
  };
  content.promotions.forEach((p, i) => {
    const at = `/promotions/${i}`;
    const first = seen.get(p.id);
    if (first !== undefined)
      problems.push({ pointer: `${at}/id`, reason: `id "${p.id}" is already used by /promotions/${first}` });
    else seen.set(p.id, i);
    if (!p.title[lang])
      problems.push({ pointer: `${at}/title`, reason: `needs a text in the default language "${lang}"` });
    problems.push(...localizedAssetProblems(dir, p.image, `${at}/image`, config));
    if (p.schedule.timezone && !isTimeZone(p.schedule.timezone)) {
      problems.push({
        pointer: `${at}/schedule/timezone`,
        reason: `unknown time zone "${p.schedule.timezone}"`,
      });
      return;
    }
    const { start, end } = window(p);
    if (end && end <= start)
      problems.push({ pointer: `${at}/schedule/end`, reason: 'end must be after start' });
    if ((p.kind === 'application') !== (p.participation === 'apply'))
      problems.push({
        pointer: `${at}/participation`,
        reason: 'participation "apply" is for (and only for) kind "application"',
      });
    const vip = p.eligibility?.vipLevels;
    if (vip?.min !== undefined && vip.max !== undefined && vip.min > vip.max)
      problems.push({ pointer: `${at}/eligibility/vipLevels/min`, reason: 'min is greater than max' });
    if (p.kind === 'red_envelope') {
      if (p.budget === undefined)
        problems.push({ pointer: `${at}/budget`, reason: 'a red envelope needs a budget' });
      else if (p.budget < p.reward.count * p.reward.min)
        problems.push({ pointer: `${at}/budget`, reason: 'budget is smaller than count × min' });
    }
    if (p.kind === 'raffle' && !p.schedule.end)
      problems.push({ pointer: `${at}/schedule/end`, reason: 'a raffle needs an end (its draw time)' });
    if (
      p.kind === 'rebate' &&
      p.reward.min !== undefined &&
      p.reward.cap !== undefined &&
      p.reward.min > p.reward.cap
    )
      problems.push({ pointer: `${at}/reward/min`, reason: 'min is greater than cap' });
    if (
      p.kind !== 'deposit_bonus' &&
      (p.turnover?.lock === 'bonus_and_deposit' || p.turnover?.of === 'bonus_and_deposit')
    )
      problems.push({
        pointer: `${at}/turnover`,
        reason: '"bonus_and_deposit" needs a qualifying deposit: deposit bonuses only',
      });
  });
  content.promotions.forEach((a, i) => {
    for (let j = i + 1; j < content.promotions.length; j++) {
      const b = content.promotions[j]!;
      if (a.kind !== b.kind || !slotsCollide(slotsOf(a), slotsOf(b))) continue;
      if (a.schedule.timezone && !isTimeZone(a.schedule.timezone)) continue;
      if (b.schedule.timezone && !isTimeZone(b.schedule.timezone)) continue;
      if (overlaps(a, b, window))
        problems.push({
          pointer: `/promotions/${j}/schedule`,
          reason: `schedule overlaps "${a.id}" (/promotions/${i}): both would reward the same ${a.kind === 'rebate' ? 'bets' : a.kind === 'deposit_bonus' ? 'deposit' : 'day'}`,
        });
    }
  });
  return problems;
}
