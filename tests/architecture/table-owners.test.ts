import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph';
import {
  type Domains,
  PLATFORM,
  type TableUse,
  tableOwners,
  tableOwnerViolations,
  tableUses,
  tableUsesOf,
} from './table-uses';

/**
 * A domain owns its tables and is used only through its front door (ARCHITECTURE.md "Domains"): the import rule
 * (boundaries.test.ts) cannot see a module that reads another domain's table straight in SQL. This test does: every
 * table a module's SQL names (Kysely calls and sql`…` text) belongs to the module's own domain, by the module's
 * `<module>.tables.ts` and domains.json.
 *
 * ALLOWED lists the reads across a boundary that existed when the rule came in (each module's tables and why). It
 * only shrinks: a new crossing fails, and so does an entry no longer needed. The back office's cash queues, Player
 * 360 and figures have none: they read the other domains through their front doors.
 */
const ALLOWED: Record<string, { tables: string[]; reason: string }> = {
  accounts: {
    tables: ['agent_link'],
    reason:
      'registration resolves an agent link code to its agent inside the insert (agents owns agent_link)',
  },
  agent: {
    tables: [
      'account',
      'account_closure',
      'game',
      'ledger_account',
      'ledger_transfer',
      'ops_action',
      'promotion_bonus',
      'vendor_bet',
      'multiplier_day_best',
      'multiplier_floor',
    ],
    reason:
      'the agent tree is identity’s account/account_closure; the kept day aggregates and team reports are built in SQL from postings, bets, bonuses and game categories; the agents’ audited downline actions are read from ops_action; the demo seed writes the multiplier boards’ day bests of the bets it seeds',
  },
  bonus: {
    tables: ['account', 'ledger_account'],
    reason: 'eligibility reads the account; a grant reads the brand’s ledger accounts in SQL',
  },
  contracts: {
    tables: [
      'account',
      'account_closure',
      'inbox_message',
      'ledger_account',
      'ledger_transfer',
      'vendor_bet',
    ],
    reason:
      'contract bills sum the team’s bets and postings over the agent tree in SQL and post the bill’s inbox message in the same transaction',
  },
  demo: {
    tables: ['demo_launch', 'mq_demo'],
    reason: 'trial credits write the vendor’s demo launches and the originals’ demo wallet rows directly',
  },
  games: { tables: ['account'], reason: 'the big-win list joins the winner’s account for its name' },
  jackpot: {
    tables: ['account', 'ledger_account', 'ledger_transfer'],
    reason:
      'jackpot wins and pool reports read the brand’s ledger accounts and postings and the winner’s account',
  },
  kyc: {
    tables: ['account'],
    reason: 'the document review joins the player’s account for its brand and username',
  },
  member: {
    tables: ['downline_lock'],
    reason: 'member info reads whether the agent locked the player (agents owns downline_lock)',
  },
  missions: {
    tables: ['account', 'account_day', 'session', 'vendor_bet'],
    reason: 'mission progress and leaderboards are computed in SQL from bets, day aggregates and logins',
  },
  'office-loyalty': {
    tables: ['account', 'points_redeem'],
    reason:
      'the points-mall redeem queue (built in parallel with this rule) lists redeems with the player’s name from engagement’s and identity’s tables; to move behind the engagement front door',
  },
  'office-runs': {
    tables: ['jackpot_pool'],
    reason:
      'the jackpot runs screen (built in parallel with this rule) reads the pool’s sums from games’ table; to move behind the games front door',
  },
  originals: {
    tables: ['account'],
    reason: 'originals’ rounds join the player’s account for brand and username',
  },
  pockets: {
    tables: ['promotion_bonus', 'vendor_bet'],
    reason: 'a bonus pocket is one row per promotion bonus; wagering progress sums the bets in SQL',
  },
  points: {
    tables: ['account', 'ledger_transfer', 'vendor_bet'],
    reason: 'points are earned from bets and deposits read in SQL',
  },
  promotions: {
    tables: ['account', 'bonus_pocket', 'payment_deposit', 'vendor_bet'],
    reason: 'promotion conditions are evaluated in SQL over deposits, bets and open pockets',
  },
  protection: {
    tables: ['ledger_account', 'ledger_transfer', 'payment_deposit'],
    reason: 'deposit and loss limits sum the player’s deposits and postings in SQL',
  },
  referral: {
    tables: ['account', 'account_first_deposit', 'payee_account', 'session'],
    reason:
      'referral qualification and the duplicate signals compare the referee’s deposits, bets, payees and logins in SQL',
  },
  staff: {
    tables: ['ops_action'],
    reason: 'the audit log screen reads the operators’ audit rows (system owns ops_action)',
  },
  support: {
    tables: ['account', 'ops_action'],
    reason:
      'tickets join the player’s account; operator actions are written to the audit trail in the same transaction',
  },
  vendor: {
    tables: ['account'],
    reason:
      'wallet sessions join the player’s account (brand, username); the dev fixtures set an account’s status',
  },
  vip: {
    tables: ['account', 'withdrawal'],
    reason:
      'VIP levels are raised on the account (their day figures come through the agents front door); the VIP withdrawal limits count the last 24 hours’ withdrawals',
  },
  wallet: {
    tables: ['account', 'account_closure', 'player_limit'],
    reason:
      'cashier paths read the account, write its payment password and payee name, check the agent tree for downline transfers and read the player’s limits',
  },
};

const root = join(import.meta.dirname, '../..');
const domains: Domains = JSON.parse(
  readFileSync(join(root, 'src/server/domains/domains.json'), 'utf8'),
).domains;
const serverFiles = sourceFiles(root, ['src/server']);
const owners = tableOwners(root, serverFiles);
const moduleFiles = serverFiles.filter(
  (f) => f.startsWith('src/server/modules/') && !/\.test\.tsx?$/.test(f),
);
const uses = tableUses(root, moduleFiles, new Set(owners.keys()));
const violations = tableOwnerViolations(uses, owners, domains);

describe('a module’s SQL names only its own domain’s tables', () => {
  it('reads every module and every table declaration', () => {
    expect(owners.get('ledger_transfer')).toBe('ledger');
    expect(owners.get('player_note')).toBe('office-players');
    expect(owners.get('brand')).toBe(PLATFORM);
    expect(uses.length).toBeGreaterThan(500);
    expect(uses.some((u) => u.file.includes('/office-players/') && u.table === 'player_note')).toBe(true);
  });

  it('crosses a domain boundary only where ALLOWED says why', () => {
    const unexplained = violations.filter((v) => !ALLOWED[v.module]?.tables.includes(v.table));
    expect(unexplained.map((v) => v.line)).toEqual([]);
  });

  it('ALLOWED names only crossings that still exist (it only shrinks)', () => {
    const stale = Object.entries(ALLOWED).flatMap(([module, { tables }]) =>
      tables
        .filter((t) => !violations.some((v) => v.module === module && v.table === t))
        .map((t) => `${module} → ${t}`),
    );
    expect(stale).toEqual([]);
    for (const { reason } of Object.values(ALLOWED)) expect(reason.length).toBeGreaterThan(20);
  });

  it('the back office’s cash queues, Player 360 and figures read the other domains only through their front doors', () => {
    const moved = ['office-cash', 'office-players', 'office-figures'];
    expect(Object.keys(ALLOWED).filter((m) => moved.includes(m))).toEqual([]);
    expect(violations.filter((v) => moved.includes(v.module)).map((v) => v.line)).toEqual([]);
  });
});

/** Small sources: each way of naming a table is found, and the rule names the crossing. */
describe('the rule fails when broken', () => {
  const tables = new Set(['ledger_transfer', 'session', 'account', 'brand']);
  const file = 'src/server/modules/office-x/x.ts';
  const found = (text: string) => tableUsesOf(file, text, tables).map((u) => `${u.via} ${u.table}`);
  it('finds Kysely calls, joins, arrays and raw SQL text', () => {
    expect(found(`db.selectFrom('session as s').innerJoin('account as a', 'a.id', 's.account_id')`)).toEqual([
      'selectFrom session',
      'innerJoin account',
    ]);
    expect(found(`db.selectFrom(['session', 'account'])`)).toEqual([
      'selectFrom session',
      'selectFrom account',
    ]);
    expect(
      found(`trx.insertInto('x').values({}); db.updateTable('session'); db.deleteFrom('account')`),
    ).toEqual(['insertInto x', 'updateTable session', 'deleteFrom account']);
    expect(
      found(
        `sql\`select 1 from ledger_transfer t join account a on a.id = t.x where t.k = \${k}\`.execute(db)`,
      ),
    ).toEqual(['sql ledger_transfer', 'sql account']);
    expect(found(`sql\`select n from (\${inner}) r join Account a on true\``)).toEqual(['sql account']);
    // Prose and other tags are not SQL; a word after `from` that is no table is not a use.
    expect(
      found(`// reads from session\nconst s = 'from account'; sql\`select 1 from unnest(\${x}) r\``),
    ).toEqual([]);
  });
  it('names a read of another domain’s table, and allows its own domain and the platform', () => {
    const toy: Domains = {
      office: { modules: ['office-x'] },
      identity: { modules: ['session', 'accounts'] },
    };
    const own = new Map([
      ['session', 'session'],
      ['account', 'accounts'],
      ['brand', PLATFORM],
    ]);
    const use = (f: string, table: string): TableUse => ({ file: f, line: 3, table, via: 'selectFrom' });
    expect(tableOwnerViolations([use(file, 'session')], own, toy).map((v) => v.line)).toEqual([
      'office-x (office) → session (session, identity): src/server/modules/office-x/x.ts:3 selectFrom',
    ]);
    expect(
      tableOwnerViolations(
        [
          use(file, 'brand'),
          use(file, 'cte_name'),
          use('src/server/modules/session/a.ts', 'account'),
          use('src/server/db/x.ts', 'session'),
        ],
        own,
        toy,
      ),
    ).toEqual([]);
  });
});
