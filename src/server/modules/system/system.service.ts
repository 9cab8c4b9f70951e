import { randomBytes } from 'node:crypto';
import type { Brand } from '@/core/brand';
import { accountPolicy, assetIn, localized, minimumAge } from '@/core/brand';
import type { Language } from '@/core/languages';
import { obfuscate } from '@/core/obfuscation';
import { SYSTEM_STATUS, type SystemStatus } from '@/core/system-status';
import { WHITELABEL_FLAGS, whitelabelLookup } from '@/core/whitelabel';
import type { BrandRegistry } from '@/server/brands/registry';

export function systemStatus(
  registry: BrandRegistry,
  brand: Brand,
  ip: string,
  country?: string,
): SystemStatus {
  if (registry.isRegionBlocked(brand, ip, country)) return SYSTEM_STATUS.regionRestricted;
  if (brand.config.maintenance.enabled) return SYSTEM_STATUS.maintenance;
  return SYSTEM_STATUS.normal;
}

export function domainRoute(brand: Brand) {
  return { mainDomain: brand.config.domains[0]!, domains: brand.config.domains };
}

/** Public URL of a file in the brand's assets folder. */
export const brandAssetUrl = (brand: Brand, file: string) =>
  `/brands/${encodeURIComponent(brand.config.code)}/assets/${encodeURIComponent(file)}`;

/** A fresh 8-character key per response: the value carries its own key in its last 8 characters (spec §3). */
const obfuscationKey = () => randomBytes(6).toString('base64url');

/** Bootstrap info of spec §3: everything the SPA needs to assemble a brand's site. */
export function bootstrapInfo(
  registry: BrandRegistry,
  brand: Brand,
  opts: { ip: string; country?: string; language: Language; preview: boolean; encryptKey: string },
) {
  const { config } = brand;
  const status = systemStatus(registry, brand, opts.ip, opts.country);
  return {
    brand: {
      code: config.code,
      merchantCode: config.merchantCode,
      displayName: config.displayName,
      platform: config.platform,
      currency: config.currency.code,
      currencySymbol: config.currency.symbol,
      currencyMinorUnits: config.currency.minorUnits,
      /** The brand's calendar (IANA zone): agent reports count days in it. */
      timeZone: config.timezone ?? 'UTC',
      languages: config.languages,
      lottery: config.lottery,
      vendorSorting: config.vendorSorting,
      cockfight: config.cockfight,
      footerVendors: config.footerVendors,
      appDownload: config.appDownload,
      messaging: config.links.messaging ?? null,
      affiliateUrl: config.links.affiliate ?? null,
      logoUrl: brandAssetUrl(brand, config.assets.logo),
      logoCompactUrl: config.assets.logoCompact ? brandAssetUrl(brand, config.assets.logoCompact) : null,
      logoLightUrl: config.assets.logoLight ? brandAssetUrl(brand, config.assets.logoLight) : null,
      // The badge may have words in it: one image per language, the client picks (it switches language alone).
      licence: {
        imageUrl: brandAssetUrl(
          brand,
          assetIn(config.licence.image, config.languages.default, config.languages.default),
        ),
        imageUrls: Object.fromEntries(
          config.languages.supported.map((language) => [
            language,
            brandAssetUrl(brand, assetIn(config.licence.image, language, config.languages.default)),
          ]),
        ),
        validatorUrl: config.licence.validatorUrl,
      },
    },
    preview: opts.preview,
    customerService: obfuscate(config.links.customerService ?? '', obfuscationKey()),
    domainRoute: domainRoute(brand),
    mainDomain: config.domains[0]!,
    resources: config.resources,
    whitelabel: brand.whitelabel,
    registerFields: brand.registerFields,
    analyticsId: config.analyticsId,
    imageCDNs: config.cdn.images,
    launchGameCDNs: config.cdn.launchGame,
    location: { ip: opts.ip, country: opts.country ?? null },
    maintenance: {
      enabled: config.maintenance.enabled,
      message: localized(config.maintenance.message, opts.language, config.languages.default),
    },
    regionRestriction: { restricted: status === SYSTEM_STATUS.regionRestricted },
    theme: brand.theme,
    site: brand.site,
    encryptKey: opts.encryptKey,
    accounts: ((policy) => ({
      humanVerification: policy.humanVerification,
      smsCodeMinutes: policy.smsCodeMinutes,
      // Spec §4: an expired password forces a change only when the brand's forced-password-change flag is on.
      passwordPolicy:
        policy.passwordMaxAgeDays > 0 &&
        whitelabelLookup(brand.whitelabel)(WHITELABEL_FLAGS.forcePasswordChange),
      minimumAge: minimumAge(policy),
    }))(accountPolicy(config)),
  };
}

export type BootstrapInfo = ReturnType<typeof bootstrapInfo>;
