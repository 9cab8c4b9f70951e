/**
 * The compliance domain's front door (kyc): KYC: the brand's verification levels, the player's documents and their staff review, the level checks money and agent paths ask.
 * Other domains, the app and the scripts import the compliance domain only from here (the database type composes the
 * modules' table types directly); its own modules import each other directly. A name is added here when another
 * domain needs it; tests/architecture/boundaries.test.ts names any import that goes around this file.
 */
export { kycPlugin } from '../modules/kyc/kyc.plugin';
export { documentFile, pendingDocuments, reviewDocument } from '../modules/kyc/kyc.service';
export { kycFilesIn } from '../modules/kyc/kyc-files';
export {
  accountLevel,
  identityVerified,
  requireKycForAgent,
  requireKycForWithdrawal,
} from '../modules/kyc/kyc-levels';
