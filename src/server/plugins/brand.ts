import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageFromAcceptHeader,
  resolveLanguage,
} from '@/core/languages';
import { hostName } from '../brands/registry';
import { invalidUrlPage } from '../web/pages';
import { sendError } from './envelope';

/** Paths that carry no brand: built assets, brand assets (addressed by code), API docs, probes and metrics. */
const BRANDLESS =
  /^\/(assets\/|brands\/[^/]+\/assets\/|docs(\/|$)|(healthz|livez|readyz|health|metrics)$|favicon\.ico$)/;
/** The back office (its console and /office/api): staff pick the brand in the path, not by host. */
const OFFICE_PATH = /^\/office(\/|$)/;
/** API paths; everything else is a page of the SPA. */
export const API_PATH = /^\/(wps|lgw|vendor|__dev)(\/|$)/;

/** The path of a request URL (without its query), without splitting the URL into an array. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

function requestedLanguage(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = firstValue(query?.language)?.toLowerCase();
  const fromHeader = firstValue(request.headers['x-language'])?.toLowerCase();
  return [fromQuery, fromHeader].find(isLanguage);
}

/** The `lang` cookie: the web app's language choice (a language code, not sensitive), any non-empty value. */
function storedLanguage(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[LANGUAGE_COOKIE];
  return value ? value.slice(0, 16) : undefined;
}

export const brandPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('brand', null as never);
  app.decorateRequest('brandPreview', false);
  app.decorateRequest('language', 'en');
  app.decorateRequest('country', undefined);

  // Synchronous (callback style), as every global hook on the hot path: an async hook costs a promise and a
  // microtask turn per request (docs/scale.md "Per-request CPU"). A hook that answered does not call done().
  app.addHook('onRequest', (request, reply, done) => {
    if (resolveBrand(app, request, reply) === undefined) done();
  });
});

/** Sets the request's brand, language and country; answers (returns the reply) when the host serves no brand. */
function resolveBrand(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  const path = pathOf(request.url);
  if (BRANDLESS.test(path)) return;
  // A host of the back office alone (OFFICE_HOSTS) serves no brand: every other page leads to the console.
  if (!OFFICE_PATH.test(path) && app.config.officeHosts.has(hostName(request.headers.host))) {
    if (API_PATH.test(path) || request.method !== 'GET') return sendError(request, reply, 404, 'not_found');
    return reply.redirect('/office', 302);
  }
  if (OFFICE_PATH.test(path)) {
    // The console's language (X-Language), any of the 29; the office guard narrows it to the brand's.
    const asked = firstValue(request.headers['x-language'])?.toLowerCase();
    request.language = asked && isLanguage(asked) ? asked : 'en';
    return;
  }
  const api = API_PATH.test(path);
  const query = request.query as Record<string, unknown> | undefined;
  // A browser WebSocket cannot send headers: the chat socket takes the preview brand from ?brand= instead.
  const override = api
    ? (firstValue(request.headers['x-brand']) ??
      (path === '/wps/chat/socket' ? firstValue(query?.brand) : undefined))
    : firstValue(query?.brand);
  const resolved = app.registry.resolve(request.headers.host, override);
  if (!resolved) {
    request.language = languageFromAcceptHeader(request.headers['accept-language'], {
      default: 'en',
      supported: [...LANGUAGES],
    });
    if (api) return sendError(request, reply, 404, 'invalid_domain');
    return reply.code(404).type('text/html; charset=utf-8').send(invalidUrlPage(request.language));
  }
  request.brand = resolved.brand;
  request.brandPreview = resolved.preview;
  const languages = resolved.brand.config.languages;
  // Asked for (?language=, X-Language), else the stored choice (the `lang` cookie the web app sets; one the brand
  // does not offer resets to the brand default, spec §4), else the browser's Accept-Language, else the default.
  const asked = requestedLanguage(request) ?? storedLanguage(request);
  request.language = asked
    ? resolveLanguage(asked, languages)
    : languageFromAcceptHeader(request.headers['accept-language'], languages);
  const country = firstValue(request.headers[app.config.countryHeader]);
  request.country = country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined;
  return;
}
