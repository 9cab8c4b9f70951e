import type { Static, TSchema } from 'typebox';

/**
 * One endpoint's contract, written once in src/core/api/<domain>.ts: how it is called and what it answers. The
 * server's route takes its validation, its request types and its OpenAPI entry from it
 * (src/server/plugins/contract.ts); the SPA takes its types from it. `value` is the schema of the envelope's value
 * (the usual JSON answer); `response` is for the few endpoints that answer something else (a redirect, a protocol
 * of a vendor, a bare value).
 */
export interface Contract {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  /** OpenAPI security requirement, when the route's guard does not say it already (src/server/plugins/openapi.ts). */
  security?: readonly Record<string, readonly string[]>[];
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  value?: TSchema;
  response?: Readonly<Record<number, TSchema>>;
}

/** Declares a contract, keeping its literal types. */
export const contract = <const C extends Contract>(definition: C): C => definition;

type Of<S> = S extends TSchema ? Static<S> : undefined;

/** The envelope value an endpoint answers. */
export type ValueOf<C extends Contract> = Of<C['value']>;
export type QueryOf<C extends Contract> = Of<C['querystring']>;
export type BodyOf<C extends Contract> = Of<C['body']>;
export type ParamsOf<C extends Contract> = Of<C['params']>;
