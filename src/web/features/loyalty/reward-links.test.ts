import { describe, expect, it } from 'vitest';
import { isLoyaltyReward, loyaltyKind, loyaltyPageOf } from './reward-links';

describe('loyalty rewards in the reward center', () => {
  it('recognises loyalty promotion ids only by their prefix', () => {
    expect(isLoyaltyReward('loyalty:vip-upgrade')).toBe(true);
    expect(isLoyaltyReward('loyalty:mission:daily-rounds')).toBe(true);
    expect(isLoyaltyReward('welcome-bonus')).toBe(false);
    expect(isLoyaltyReward('my-loyalty:x')).toBe(false);
  });

  it('links each kind to the page it comes from', () => {
    expect(loyaltyPageOf('vip_upgrade')).toBe('vip');
    expect(loyaltyPageOf('vip_bonus')).toBe('vip');
    expect(loyaltyPageOf('referral')).toBe('referral');
    expect(loyaltyPageOf('mission')).toBe('missionLeaderboard');
    expect(loyaltyPageOf('leaderboard')).toBe('missionLeaderboard');
    expect(loyaltyPageOf('birthday')).toBeNull();
  });

  it('labels an unknown kind with the general label', () => {
    expect(loyaltyKind('mission')).toBe('mission');
    expect(loyaltyKind('birthday')).toBe('other');
  });
});
