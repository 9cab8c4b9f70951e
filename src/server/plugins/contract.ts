import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { BodyOf, Contract, ParamsOf, QueryOf, ValueOf } from '@/core/api/contract';
import { Envelope } from '@/core/api/schema';

/** The request of a contract's route: its query, body and params typed from the contract's schemas. */
export type ContractRequest<C extends Contract> = FastifyRequest<{
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
  Params: ParamsOf<C>;
}>;

/** What a contract's handler answers: the envelope of its value, or the reply it sent itself. */
type Answer<C extends Contract> = C['value'] extends object ? Envelope<ValueOf<C>> | FastifyReply : unknown;

/** The Fastify schema of a contract: validation, serialisation and the OpenAPI entry. */
export function schemaOf(contract: Contract) {
  const { method: _method, url: _url, value, response, ...schema } = contract;
  return { ...schema, response: value ? { 200: Envelope(value), ...response } : response };
}

/**
 * Registers the route of a contract (src/core/api/<domain>.ts). What is the server's alone — guards, rate limits,
 * the handler — comes in `options`; `url` there serves the same contract at an alias path.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: Omit<RouteShorthandOptions, 'schema'> & { url?: string },
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<Answer<C>> | Answer<C>,
): void {
  const { url = contract.url, ...rest } = options;
  app.route({
    ...rest,
    method: contract.method,
    url,
    schema: schemaOf(contract),
    handler: handler as unknown as RouteHandlerMethod,
  });
}
