import type { Brand } from '@/core/brand';
import { DEV_ISSUER, resolveSocialProvider, type SocialIcon, type SocialKind } from '@/core/social';
import type { SocialAdapter, SocialOptions } from './adapter';
import { clientSecretFor } from './dev-idp';
import { OidcAdapter } from './oidc-adapter';
import { TelegramAdapter } from './telegram-adapter';

/** A provider a brand offers right now: configured, with its secret present, and allowed in this environment. */
export interface SocialProvider {
  id: string;
  kind: SocialKind;
  displayName: string;
  icon: SocialIcon;
  agents: boolean;
  adapter: SocialAdapter;
}

export interface SocialEnvironment {
  production: boolean;
  /** The development provider's issuer URL ("dev" in brand.json); undefined when none runs. */
  devIssuer: string | undefined;
  options: SocialOptions;
  /** Told once per provider that cannot be offered (no secret, development provider in production). */
  warn?: (message: string) => void;
}

/** The providers of every brand, built once at start (adapters cache their discovery documents). */
export class SocialRegistry {
  readonly #byBrand = new Map<string, Map<string, SocialProvider>>();

  constructor(brands: Brand[], env: SocialEnvironment) {
    for (const { config } of brands) {
      const offered = new Map<string, SocialProvider>();
      for (const entry of config.socialSignIn ?? []) {
        const provider = resolveSocialProvider(entry);
        const dev = provider.issuer === DEV_ISSUER;
        const where = `brand ${config.code}, social provider ${provider.id}`;
        if (dev && (env.production || !env.devIssuer)) {
          if (env.production)
            env.warn?.(`${where}: the development identity provider is never offered in production`);
          continue;
        }
        const secret = clientSecretFor(provider);
        if (!secret) {
          env.warn?.(`${where}: ${provider.secretEnv} is not set, so it is not offered`);
          continue;
        }
        const adapter =
          provider.kind === 'telegram'
            ? new TelegramAdapter(provider.clientId, secret)
            : new OidcAdapter(
                {
                  kind: provider.kind,
                  issuer: dev ? env.devIssuer! : provider.issuer,
                  dev,
                  clientId: provider.clientId,
                  clientSecret: secret,
                  scopes: provider.scopes,
                },
                env.options,
              );
        offered.set(provider.id, {
          id: provider.id,
          kind: provider.kind,
          displayName: provider.displayName,
          icon: provider.icon,
          agents: provider.agents,
          adapter,
        });
      }
      this.#byBrand.set(config.code, offered);
    }
  }

  list(brand: string): SocialProvider[] {
    return [...(this.#byBrand.get(brand)?.values() ?? [])];
  }

  get(brand: string, id: string): SocialProvider | undefined {
    return this.#byBrand.get(brand)?.get(id);
  }
}
