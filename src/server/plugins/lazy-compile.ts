/**
 * Route schemas compiled when first needed instead of at start: Fastify compiles every route's request validators
 * and response serializers while it gets ready, which was the largest part of a cold start. Each compile waits here
 * until the route's first request needs it, or until compileInBackground() reaches it after the server listens.
 */
const pending = new Set<() => unknown>();

/** Defers `compile` to the first call of the returned function (which then returns the same result each time). */
export function deferCompile<T>(compile: () => T): () => T {
  let compiled: { value: T } | undefined;
  const ensure = () => {
    if (!compiled) {
      pending.delete(ensure);
      compiled = { value: compile() };
    }
    return compiled.value;
  };
  pending.add(ensure);
  return ensure;
}

/**
 * Compiles what no request has needed yet, a few at a time between other work (each slice ends after `sliceMs`),
 * so a started server is fully warm a few seconds after its first answer.
 */
export function compileInBackground(sliceMs = 8): Promise<void> {
  return new Promise((done) => {
    const slice = () => {
      const until = performance.now() + sliceMs;
      for (const ensure of pending) {
        try {
          ensure();
        } catch {
          // A schema that does not compile fails its route's requests with the error, not the process.
          pending.delete(ensure);
        }
        if (performance.now() > until) break;
      }
      if (pending.size > 0) setImmediate(slice);
      else done();
    };
    setImmediate(slice);
  });
}
