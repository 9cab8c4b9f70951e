import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { type CompileQueue, deferCompile } from './lazy-compile';

type Serialize = (data: unknown) => string;
type Factory = ReturnType<typeof SerializerSelector>;
type RouteSchema = {
  schema: unknown;
  method?: string;
  url?: string;
  httpStatus?: string;
  contentType?: string;
};

/**
 * For Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's own response serializers
 * (fast-json-stringify, with the same external schemas and options), each built when its route first answers with
 * that status — or by the background compile after start — instead of all of them while the server gets ready.
 */
export function buildSerializer(
  externalSchemas: Parameters<Factory>[0],
  serializerOpts: Parameters<Factory>[1],
  queue?: CompileQueue,
) {
  const compileNow = SerializerSelector()(externalSchemas, serializerOpts) as (
    route: RouteSchema,
  ) => Serialize;
  return (route: RouteSchema): Serialize => {
    const ensure = deferCompile(() => compileNow(route), queue);
    return (data) => ensure()(data);
  };
}
