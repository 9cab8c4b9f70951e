/**
 * Values of the working-tool calls (docs/agent-api.md, issue 24), from their contracts in
 * src/core/api/agents-work.ts. Amounts are decimal strings.
 */

export {
  DOWNLINE_SORTS,
  type DownlineSort,
  WALLET_KINDS,
  type WalletKind,
} from '@/core/agent-work';
export type { Crumb } from '@/core/api/agents';
export type {
  DownlineFigures,
  ExportReport,
  GameFigures,
  LinkAnswer,
  MarketingLink,
  MarketingLinks,
  MemberLockAnswer,
  MemberNoteAnswer,
  MemberPasswordAnswer,
  MemberTransfers,
  OwnWallet,
  TeamDownlines,
  TeamGames,
} from '@/core/api/agents-work';
