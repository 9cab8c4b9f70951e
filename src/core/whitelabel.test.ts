import { describe, expect, it } from 'vitest';
import { whitelabelLookup, whitelabelModIds } from './whitelabel';

const tree = [
  {
    modId: 'REGISTER',
    enabled: true,
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
      { modId: 'MOBILENUMREG3', enabled: false, childrenNodes: [] },
    ],
  },
  {
    modId: 'AGENT',
    enabled: false,
    childrenNodes: [{ modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] }],
  },
];

describe('whitelabelLookup', () => {
  const on = whitelabelLookup(tree);
  it('reads enabled leaves', () => {
    expect(on('USERNAMEREG3')).toBe(true);
    expect(on('MOBILENUMREG3')).toBe(false);
  });
  it('turns a child off when an ancestor is off', () => {
    expect(on('AGENTPOLICY3')).toBe(false);
  });
  it('treats unknown modules as off', () => {
    expect(on('NOPE')).toBe(false);
  });
  it('lists every module id', () => {
    expect(whitelabelModIds(tree)).toEqual([
      'REGISTER',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'AGENT',
      'AGENTPOLICY3',
    ]);
  });
});
