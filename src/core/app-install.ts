/**
 * How a brand's iOS app installs, read from its install link (brand.json appDownload.store.ios): an App Store page
 * (apps.apple.com, itunes.apple.com) opens the App Store; any other link hands the phone a configuration profile
 * to trust (an enterprise or ad-hoc build). The download page's steps follow the same link as its button.
 */
export type IosInstall = 'appStore' | 'profile';

const APP_STORE_HOSTS = new Set(['apps.apple.com', 'itunes.apple.com']);

export function iosInstallKind(link: string): IosInstall {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && APP_STORE_HOSTS.has(url.hostname.toLowerCase())
      ? 'appStore'
      : 'profile';
  } catch {
    return 'profile';
  }
}
