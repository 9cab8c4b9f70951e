/**
 * The demo data of a development or demo server, in one place (never seeded in production, nor with SEED_DEMO=0;
 * the logins are listed in the README): the accounts every brand gets and the support desk's operators. The agent
 * teams and contracts built on them are seeded by their modules (seedAgentDemo, seedContractDemo) through
 * demoSeeding (demo.ts), the one entry start.ts calls.
 */

/**
 * Per brand: an agent who also plays (type 1) with an invitation code, a senior agent who may have sub-agents
 * (type 2), and an agent-only back-office account (type 41).
 */
export const DEMO_ACCOUNTS = [
  {
    username: 'agent01',
    password: 'Agent2026x',
    type: 1,
    affiliate: (code: string) => `AG${code.toUpperCase()}`,
  },
  {
    username: 'master01',
    password: 'Master2026x',
    type: 2,
    affiliate: (code: string) => `MA${code.toUpperCase()}`,
  },
  {
    username: 'office01',
    password: 'Office2026x',
    type: 41,
    affiliate: (code: string) => `OF${code.toUpperCase()}`,
  },
] as const;

/** The support desk's demo operators (README "Support"): one for every brand, one for aurora. */
export const DEMO_OPERATORS = [
  { username: 'support01', displayName: 'Support desk', password: 'Support2026x', brands: null },
  { username: 'aurora.cs', displayName: 'Aurora care', password: 'Support2026x', brands: ['aurora'] },
] as const;

/**
 * Back-office staff of the demo (docs/back-office.md; never in production): one per role on each brand, named
 * `<role>.<brand>`, with this password and this TOTP secret (add it to an authenticator app). Real staff are created
 * with `npm run ops -- staff-create`, each with a secret of its own.
 */
export const DEMO_STAFF_PASSWORD = 'Office2026x';
export const DEMO_STAFF_TOTP = 'MARQUEEOFFICEDEMOKEY2345';
