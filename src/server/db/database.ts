/**
 * The database type: every module's tables, each declared by the module that owns them in its `<module>.tables.ts`
 * (the platform layers' beside their code: db/platform.tables.ts, jobs/, providers/), composed here. This is the one
 * place db/ reaches into the modules, for types only. tests/api/schema.test.ts holds the composition against the
 * migrated database, table by table and column by column; src/server/db/sql/ keeps the current text of every SQL
 * function and trigger.
 */

import type { JobsTables } from '../jobs/jobs.tables';
import type { AccountsTables } from '../modules/accounts/accounts.tables';
import type { AgentTables } from '../modules/agent/agent.tables';
import type { BrandOverridesTables } from '../modules/brand-overrides/brand-overrides.tables';
import type { CaptchaTables } from '../modules/captcha/captcha.tables';
import type { ContractsTables } from '../modules/contracts/contracts.tables';
import type { GamesTables } from '../modules/games/games.tables';
import type { JackpotTables } from '../modules/jackpot/jackpot.tables';
import type { KycTables } from '../modules/kyc/kyc.tables';
import type { LedgerTables } from '../modules/ledger/ledger.tables';
import type { LotteryTables } from '../modules/lottery/lottery.tables';
import type { MissionsTables } from '../modules/missions/missions.tables';
import type { OfficePlayersTables } from '../modules/office-players/office-players.tables';
import type { OpsTables } from '../modules/ops/ops.tables';
import type { OriginalsTables } from '../modules/originals/originals.tables';
import type { PocketsTables } from '../modules/pockets/pockets.tables';
import type { PointsTables } from '../modules/points/points.tables';
import type { PromotionsTables } from '../modules/promotions/promotions.tables';
import type { LimitsTables } from '../modules/protection/limits.tables';
import type { ProtectionTables } from '../modules/protection/protection.tables';
import type { ReferralTables } from '../modules/referral/referral.tables';
import type { SessionTables } from '../modules/session/session.tables';
import type { SocialTables } from '../modules/social/social.tables';
import type { StaffTables } from '../modules/staff/staff.tables';
import type { SupportTables } from '../modules/support/support.tables';
import type { VendorTables } from '../modules/vendor/vendor.tables';
import type { VerificationTables } from '../modules/verification/verification.tables';
import type { WalletTables } from '../modules/wallet/wallet.tables';
import type { ProvidersTables } from '../providers/providers.tables';
import type { PlatformTables } from './platform.tables';

export interface Database
  extends PlatformTables,
    JobsTables,
    AccountsTables,
    AgentTables,
    BrandOverridesTables,
    CaptchaTables,
    ContractsTables,
    GamesTables,
    JackpotTables,
    KycTables,
    LedgerTables,
    LotteryTables,
    MissionsTables,
    OfficePlayersTables,
    OpsTables,
    OriginalsTables,
    PocketsTables,
    PointsTables,
    PromotionsTables,
    LimitsTables,
    ProtectionTables,
    ReferralTables,
    SessionTables,
    SocialTables,
    StaffTables,
    SupportTables,
    VendorTables,
    VerificationTables,
    WalletTables,
    ProvidersTables {}

export type * from '../jobs/jobs.tables';
export type * from '../modules/accounts/accounts.tables';
export type * from '../modules/agent/agent.tables';
export type * from '../modules/brand-overrides/brand-overrides.tables';
export type * from '../modules/captcha/captcha.tables';
export type * from '../modules/contracts/contracts.tables';
export type * from '../modules/games/games.tables';
export type * from '../modules/jackpot/jackpot.tables';
export type * from '../modules/kyc/kyc.tables';
export type * from '../modules/ledger/ledger.tables';
export type * from '../modules/lottery/lottery.tables';
export type * from '../modules/missions/missions.tables';
export type * from '../modules/ops/ops.tables';
export type * from '../modules/originals/originals.tables';
export type * from '../modules/pockets/pockets.tables';
export type * from '../modules/points/points.tables';
export type * from '../modules/promotions/promotions.tables';
export type * from '../modules/protection/limits.tables';
export type * from '../modules/protection/protection.tables';
export type * from '../modules/referral/referral.tables';
export type * from '../modules/session/session.tables';
export type * from '../modules/social/social.tables';
export type * from '../modules/support/support.tables';
export type * from '../modules/vendor/vendor.tables';
export type * from '../modules/verification/verification.tables';
export type * from '../modules/wallet/wallet.tables';
export type * from '../providers/providers.tables';
export type { Id } from './columns';
export type * from './platform.tables';
