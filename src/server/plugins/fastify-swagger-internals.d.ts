// The two internal modules of @fastify/swagger (dynamic mode) that lazy-swagger.ts composes.
declare module '@fastify/swagger/lib/util/add-hook.js' {
  export function addHook(fastify: unknown, options: object): { routes: unknown[]; Ref: unknown };
}
declare module '@fastify/swagger/lib/util/resolve-swagger-function.js' {
  export function resolveSwaggerFunction(
    options: object,
    cache: { object: unknown; string: unknown },
    routes: unknown[],
    Ref: unknown,
  ): (options?: unknown) => unknown;
}
