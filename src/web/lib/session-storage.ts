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

/** The items of spec §3 (ours may carry a `:<language>` or `:<game>` suffix) and the account's game sessions. */
const SESSION_ITEMS = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'merchant',
  'merchantCode',
  'validate',
  'gameVendor',
  'HOT_GAMES',
  'merchantWallet',
  'consolidated',
  'enableSalary',
  'enableContract',
  'colorMap',
  'mq-originals',
];
const isSessionItem = (key: string) =>
  SESSION_ITEMS.some((name) => key === name || key.startsWith(`${name}:`));

/**
 * Logout: the session's items go (token, account values, caches, flags, game sessions), the merchant values are
 * restored. Other state of the tab (the app's own bookkeeping) stays: clearing all of it left the login form of
 * the next session unusable.
 */
export function clearSessionStorage(merchant: MerchantValues): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) if (key !== null && isSessionItem(key)) sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
  storeMerchant(merchant);
}
