import { describe, expect, it } from 'vitest';
import { cardColour, categoryTarget, isGamePage, lotteryRoute, vendorTarget } from './navigation';

describe('navigation rules (spec §2)', () => {
  it('always opens the page of PVP, FISH and RNG', () => {
    expect(categoryTarget('RNG', ['PG'])).toEqual({ kind: 'page', path: '/rng' });
    expect(categoryTarget('FISH', ['JL'])).toEqual({ kind: 'page', path: '/fish' });
    expect(categoryTarget('PVP', ['KM'])).toEqual({ kind: 'page', path: '/pvp' });
  });
  it('launches a single-vendor category directly and pages a multi-vendor one', () => {
    expect(categoryTarget('SPORTS', ['SABA'])).toEqual({ kind: 'launch', vassalage: 'SABA' });
    expect(categoryTarget('SPORTS', ['SABA', 'CMD'])).toEqual({ kind: 'page', path: '/sports' });
    expect(categoryTarget('LIVE', ['EVO', 'DG'])).toEqual({ kind: 'page', path: '/live' });
  });
  it('opens RNG with vassalage BGS for the BGS category', () => {
    expect(categoryTarget('BGS', ['BGS'])).toEqual({ kind: 'page', path: '/rng', vassalage: 'BGS' });
  });
  it('sends fish and RNG vendors of the side menu to their list with the vassalage, launches others', () => {
    expect(vendorTarget('FISH', 'JL')).toEqual({ kind: 'page', path: '/fish', vassalage: 'JL' });
    expect(vendorTarget('RNG', 'PG')).toEqual({ kind: 'page', path: '/rng', vassalage: 'PG' });
    expect(vendorTarget('SPORTS', 'SABA')).toEqual({ kind: 'launch', vassalage: 'SABA' });
  });
  it('routes lottery games by type', () => {
    expect(lotteryRoute('LOTT', 'MQL')).toBe('/lottery');
    expect(lotteryRoute('ELOTT', 'VNL')).toBe('/vnLottery');
    expect(lotteryRoute('RNG', 'PG')).toBeNull();
  });
  it('knows the game pages and the card colour cycle', () => {
    expect(isGamePage('/vnLottery')).toBe(true);
    expect(isGamePage('/rng')).toBe(false);
    expect([0, 1, 2, 3, 4, 7].map(cardColour)).toEqual([
      'cardSkyblue',
      'cardGreen',
      'cardPurple',
      'cardRed',
      'cardSkyblue',
      'cardRed',
    ]);
  });
});
