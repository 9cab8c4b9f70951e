/**
 * The games domain's front door (games, vendor, originals, lottery, jackpot, sandbox-vendors): catalogue and lobby lists, vendor seamless wallet, in-house originals, lottery, jackpot, sandbox vendors.
 * Other domains, the app and the scripts import the games domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { DEFAULT_CATALOGUE_SEED, generateCatalogue, summarizeCatalogue } from '../modules/games/catalogue';
export type { CatalogueIndex } from '../modules/games/catalogue-index';
export { ensureCatalogue } from '../modules/games/catalogue-loader';
export { VENDORS } from '../modules/games/catalogue-vendors';
export { gamesPlugin } from '../modules/games/games.routes';
export { explainJackpot } from '../modules/jackpot/jackpot.ops';
export { jackpotPlugin } from '../modules/jackpot/jackpot.plugin';
export { jackpotState, runJackpot } from '../modules/jackpot/jackpot.service';
export { voidDrawByOperator } from '../modules/lottery/lottery.ops';
export { lotteryPlugin } from '../modules/lottery/lottery.plugin';
export { officeDraw, officeDraws } from '../modules/lottery/lottery-office';
export { originalsPlugin } from '../modules/originals/originals.plugin';
export { originalsRtp } from '../modules/originals/originals-rtp';
export { ticketAccountOf } from '../modules/originals/originals-stream.routes';
export { SANDBOX_VENDORS, sandboxVendorsPlugin } from '../modules/sandbox-vendors/sandbox-vendors.plugin';
export { derivedVendorSecret, parseVendorSecrets } from '../modules/vendor/secrets';
export { vendorPlugin } from '../modules/vendor/vendor.plugin';
export { createWalletSession } from '../modules/vendor/wallet-sessions';
