import type { SystemStatus } from '@/core/system-status';
import { ApiError, api } from './api';
import type { Bootstrap } from './bootstrap-types';

export interface BootData {
  status: SystemStatus;
  bootstrap: Bootstrap;
}

/** The boot data index.html carries (server: web/first-paint.ts), or null. */
interface InlineBootData {
  language: string;
  status: unknown;
  bootstrap: unknown;
  homeBanner: string | null;
}

let inline: InlineBootData | null | undefined;
let homeBanner: string | null = null;
let painted: string | null = null;

/** Reads (once) the boot data inlined in index.html; the element is removed so a retry asks the server. */
function takeInlineBootData(): InlineBootData | null {
  if (inline !== undefined) return inline;
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  inline = null;
  if (!element) return inline;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as InlineBootData;
    if (value && typeof value === 'object' && typeof value.language === 'string') {
      inline = value;
      homeBanner = typeof value.homeBanner === 'string' ? value.homeBanner : null;
      painted = value.language;
    }
  } catch {
    // Unreadable: the calls below ask the server.
  }
  return inline;
}

/** The first home banner's image from index.html (the banner placeholder shows it until the list arrives). */
export function firstPaintHomeBanner(): string | null {
  takeInlineBootData();
  return homeBanner;
}

/** The language the server painted index.html in (its `lang` cookie or Accept-Language choice), if it did. */
export function paintedLanguage(): string | null {
  takeInlineBootData();
  return painted;
}

/**
 * Status and bootstrap: from index.html when it carries them for this visitor (same previewed brand, same
 * language), otherwise fetched together and validated with the precompiled validators before any use.
 */
export async function loadBootData(
  context: { previewBrand?: string; language?: string } = {},
): Promise<BootData> {
  const carried = takeInlineBootData();
  const usable =
    carried !== null &&
    (context.language === undefined || context.language === carried.language) &&
    (context.previewBrand === undefined ||
      (carried.bootstrap as { brand?: { code?: string } } | null)?.brand?.code === context.previewBrand);
  if (usable) {
    // Used once: a retry (after an error) always asks the server. index.html and the JSON it carries are one
    // answer of our server (tests/api/system.test.ts checks it equals the schema-valid API answers): trusting it
    // is trusting the page itself, so the first paint needs no validator in its JavaScript.
    inline = null;
    return { status: carried.status as SystemStatus, bootstrap: carried.bootstrap as Bootstrap };
  }
  // Answers of separate calls are validated before any use (the precompiled validators load with them).
  const [status, bootstrap, { validateBootstrap, validateStatus }] = await Promise.all([
    api<unknown>('/wps/system/status'),
    api<unknown>('/wps/system/bootstrap'),
    import('./validators.gen.js'),
  ]);
  if (!validateStatus(status)) throw invalid('status', validateStatus.errors);
  if (!validateBootstrap(bootstrap)) throw invalid('bootstrap', validateBootstrap.errors);
  return { status: status as SystemStatus, bootstrap: bootstrap as Bootstrap };
}

function invalid(
  what: string,
  errors: { instancePath: string; message?: string }[] | null | undefined,
): ApiError {
  const first = errors?.[0];
  console.error(
    `The ${what} response is not valid at ${first?.instancePath || '/'}: ${first?.message ?? ''}`,
  );
  return new ApiError('unknown_error', 200, '');
}
