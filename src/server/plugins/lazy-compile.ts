/**
 * Route schemas compiled when first needed instead of at start: Fastify compiles every route's request validators
 * and response serializers while it gets ready, which was the largest part of a cold start. Each compile waits in a
 * queue until the route's first request needs it, or until compileInBackground() reaches it after the server
 * listens. The server uses the shared queue; a test builds its own, so it drains only its own compiles (a test
 * worker that built many apps holds thousands in the shared one).
 */
export class CompileQueue {
  private readonly pending = new Set<() => unknown>();

  /** Defers `compile` to the first call of the returned function (which then returns the same result each time). */
  defer<T>(compile: () => T): () => T {
    let compiled: { value: T } | undefined;
    const ensure = () => {
      if (!compiled) {
        this.pending.delete(ensure);
        compiled = { value: compile() };
      }
      return compiled.value;
    };
    this.pending.add(ensure);
    return ensure;
  }

  /**
   * Compiles what no request has needed yet, a few at a time between other work (each slice ends after `sliceMs`),
   * so a started server is fully warm a few seconds after its first answer.
   */
  compileInBackground(sliceMs = 8): Promise<void> {
    return new Promise((done) => {
      const slice = () => {
        const until = performance.now() + sliceMs;
        for (const ensure of this.pending) {
          try {
            ensure();
          } catch {
            // A schema that does not compile fails its route's requests with the error, not the process.
            this.pending.delete(ensure);
          }
          if (performance.now() > until) break;
        }
        if (this.pending.size > 0) setImmediate(slice);
        else done();
      };
      setImmediate(slice);
    });
  }
}

/** The server's queue. */
export const sharedCompileQueue = new CompileQueue();

export const deferCompile = <T>(compile: () => T, queue = sharedCompileQueue): (() => T) =>
  queue.defer(compile);

export const compileInBackground = (sliceMs = 8, queue = sharedCompileQueue): Promise<void> =>
  queue.compileInBackground(sliceMs);
