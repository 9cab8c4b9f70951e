import type { SwaggerOptions } from '@fastify/swagger';
import { addHook } from '@fastify/swagger/lib/util/add-hook.js';
import { resolveSwaggerFunction } from '@fastify/swagger/lib/util/resolve-swagger-function.js';
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';

/**
 * @fastify/swagger's dynamic mode, with its document builder loaded when the document is first asked for (`/docs`,
 * `/docs/yaml`, `app.swagger()`) instead of at registration: that builder requires the `yaml` package and the
 * OpenAPI conversion, ~45 ms of CPU in every start that no first request needs. The routes are collected from the
 * start as the plugin does (its onRoute hook), with its own defaults (lib/mode/dynamic.js), so the document is the
 * one the plugin builds. It reads two of the plugin's internal files, so package.json pins @fastify/swagger to the
 * version checked (the openapi tests compare the document); an upgrade checks this file again.
 */
const lazySwagger: FastifyPluginCallback<SwaggerOptions> = (fastify, options, done) => {
  const opts = {
    exposeRoute: false,
    hiddenTag: 'X-HIDDEN',
    hideUntagged: false,
    stripBasePath: true,
    openapi: null,
    swagger: {},
    transform: null,
    transformObject: null,
    decorator: 'swagger',
    refResolver: {
      buildLocalReference(
        json: { title?: string; $id?: string },
        _baseUri: unknown,
        _fragment: unknown,
        i: number,
      ) {
        if (!json.title && json.$id) json.title = json.$id;
        return `def-${i}`;
      },
    },
    convertConstToEnum: true,
    ...options,
    mode: 'dynamic',
  };
  const { routes, Ref } = addHook(fastify, opts);
  const cache = { object: null, string: null };
  let swagger: ((options?: unknown) => unknown) | undefined;
  fastify.decorate(opts.decorator, (documentOptions?: unknown) => {
    swagger ??= resolveSwaggerFunction(opts, cache, routes, Ref);
    return swagger(documentOptions);
  });
  done();
};

// Named as the plugin it replaces: @fastify/swagger-ui declares it as its dependency.
export default fp(lazySwagger, { fastify: '5.x', name: '@fastify/swagger' });
