import type { Kysely } from 'kysely';
import type { Brand } from '../core/brand';
import type { Language } from '../core/languages';
import type { BrandRegistry } from './brands/registry';
import type { ServerConfig } from './config';
import type { Database } from './db/database';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    registry: BrandRegistry;
    db: Kysely<Database>;
  }
  interface FastifyRequest {
    /** The brand this request is for (resolved from Host, or a preview override on preview hosts). */
    brand: Brand;
    /** True when a preview override chose the brand. */
    brandPreview: boolean;
    /** The response language: requested, if the brand supports it, else the brand default. */
    language: Language;
    /** The visitor's country from the trusted header, upper-case, if any. */
    country: string | undefined;
  }
}
