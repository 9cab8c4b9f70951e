import { BlockList, isIP } from 'node:net';
import type { Brand } from '@/core/brand';

export interface ResolvedBrand {
  brand: Brand;
  /** True when a preview override (?brand= or X-Brand) chose the brand: the SPA shows a ribbon. */
  preview: boolean;
}

/** How many addresses' region verdicts a brand keeps (a few MB at most). */
const VERDICTS_KEPT = 50_000;

/** Host name of a Host header, lower-cased, without port; IPv6 brackets removed. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

/**
 * The brands served by this process, indexed by code and by domain. Each brand is its folder's (loaded at start)
 * with the back office's runtime switches laid over it (`replace`, modules/brand-overrides): every request resolves
 * the brand here, so a switch reaches every module without a restart.
 */
export class BrandRegistry {
  private current: Brand[];
  /** The brands as their folders define them (the defaults every override falls back to). */
  private readonly folders = new Map<string, Brand>();
  private readonly byCode = new Map<string, Brand>();
  private readonly byDomain = new Map<string, Brand>();
  /** Per brand: its blocked ranges (none: nothing to check) and the verdicts already given per address. */
  private readonly blocked = new Map<string, { list: BlockList | null; verdicts: Map<string, boolean> }>();
  private defaultCode: string;

  constructor(
    brands: Brand[],
    private readonly previewHosts: Set<string>,
    defaultCode?: string,
  ) {
    if (brands.length === 0) throw new Error('no brands to serve');
    this.current = [...brands];
    for (const brand of brands) {
      this.folders.set(brand.config.code, brand);
      this.index(brand);
    }
    const fallback = defaultCode ? this.byCode.get(defaultCode) : brands[0];
    if (!fallback)
      throw new Error(
        `DEFAULT_BRAND "${defaultCode}" is not a brand (have: ${[...this.byCode.keys()].join(', ')})`,
      );
    this.defaultCode = fallback.config.code;
  }

  /** The brands as served now (folder + switches). */
  get brands(): readonly Brand[] {
    return this.current;
  }

  get defaultBrand(): Brand {
    return this.byCode.get(this.defaultCode)!;
  }

  /** A brand as its folder defines it, without runtime switches. */
  folder(code: string): Brand | undefined {
    return this.folders.get(code);
  }

  /**
   * Serves `brand` (the same code, same domains: a folder brand with switches laid over it) from now on. Requests
   * already running keep the object they resolved.
   */
  replace(brand: Brand): void {
    const code = brand.config.code;
    if (!this.folders.has(code)) throw new Error(`unknown brand ${code}`);
    this.current = this.current.map((b) => (b.config.code === code ? brand : b));
    this.index(brand);
  }

  private index(brand: Brand): void {
    this.byCode.set(brand.config.code, brand);
    for (const domain of brand.config.domains) this.byDomain.set(domain, brand);
    const cidrs = brand.config.regionRestriction.blockedCidrs;
    const list = cidrs.length > 0 ? new BlockList() : null;
    for (const cidr of cidrs) {
      const [address = '', bits = '0'] = cidr.split('/');
      list?.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
    }
    // A new list (a switch changed the ranges) starts with no verdicts.
    this.blocked.set(brand.config.code, { list, verdicts: new Map() });
  }

  get(code: string): Brand | undefined {
    return this.byCode.get(code);
  }

  isPreviewHost(host: string): boolean {
    return this.previewHosts.has(host);
  }

  /**
   * Host → brand by domains. On a preview host an override code picks any brand (an unknown code resolves to
   * nothing, so support staff see the invalid-URL page rather than the wrong brand); without one the default
   * brand is served. Overrides are ignored on every other host.
   */
  resolve(hostHeader: string | undefined, override: string | undefined): ResolvedBrand | undefined {
    const host = hostName(hostHeader);
    if (this.previewHosts.has(host)) {
      if (override) {
        const brand = this.byCode.get(override.toLowerCase());
        return brand ? { brand, preview: true } : undefined;
      }
      return { brand: this.byDomain.get(host) ?? this.defaultBrand, preview: false };
    }
    const brand = this.byDomain.get(host);
    return brand ? { brand, preview: false } : undefined;
  }

  /** Region restriction: the visitor's country (from a trusted header) or IP inside a blocked range. */
  isRegionBlocked(brand: Brand, ip: string, country: string | undefined): boolean {
    const rules = brand.config.regionRestriction;
    if (country && rules.blockedCountries.includes(country.toUpperCase())) return true;
    const ranges = this.blocked.get(brand.config.code);
    if (!ranges?.list) return false;
    // BlockList.check builds a SocketAddress per call, a visible share of a cheap request's CPU: an address's
    // verdict is kept until the ranges change (bounded: the map starts over past VERDICTS_KEPT addresses).
    const known = ranges.verdicts.get(ip);
    if (known !== undefined) return known;
    const family = isIP(ip);
    if (!family) return false;
    const plainIp = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const verdict = ranges.list.check(plainIp, isIP(plainIp) === 6 ? 'ipv6' : 'ipv4');
    if (ranges.verdicts.size >= VERDICTS_KEPT) ranges.verdicts.clear();
    ranges.verdicts.set(ip, verdict);
    return verdict;
  }
}
