/**
 * The session storage items of spec §3 (token, nickname, account, username, customerId, isAgent, merchant,
 * merchantCode, validate, gameVendor, HOT_GAMES, merchantWallet, consolidated, enableSalary, enableContract, colorMap;
 * ours carry a language or game suffix, e.g. `HOT_GAMES:en`). Logout (spec §4) clears session storage and restores
 * the merchant values: the brand the page serves stays known to the next visitor session of the tab.
 */
export interface MerchantValues {
  /** The brand code. */
  merchant: string;
  merchantCode: string;
}

export function storeMerchant(values: MerchantValues): void {
  try {
    sessionStorage.setItem('merchant', values.merchant);
    sessionStorage.setItem('merchantCode', values.merchantCode);
  } catch {
    // Storage unavailable: nothing is kept anyway.
  }
}

/** Logout: everything of the session goes (token, caches, flags, game sessions), the merchant values stay. */
export function clearSessionStorage(merchant: MerchantValues): void {
  try {
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was kept.
  }
  storeMerchant(merchant);
}
