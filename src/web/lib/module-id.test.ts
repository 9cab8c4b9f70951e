import { describe, expect, it } from 'vitest';
import { moduleIdOf } from './module-id';

describe('module id of a call (spec §7)', () => {
  it('names the screen module the player is on', () => {
    expect(moduleIdOf('/', '')).toBe('home');
    expect(moduleIdOf('/index.html', '')).toBe('home');
    expect(moduleIdOf('/rng', '?vassalage=PG')).toBe('rng');
    expect(moduleIdOf('/member', '?page=depositv2')).toBe('member.depositv2');
    expect(moduleIdOf('/agentHome', '?page=agentTeamOverview')).toBe('agentHome.agentTeamOverview');
    expect(moduleIdOf('/originals/dice', '?launch=x')).toBe('originals.dice');
  });

  it('keeps only what the server accepts', () => {
    expect(moduleIdOf('/member', '?page=<script>')).toBe('member.script');
    expect(moduleIdOf(`/${'x'.repeat(100)}`, '')).toHaveLength(64);
    expect(moduleIdOf('/%%%', '')).toBe('home');
  });
});
