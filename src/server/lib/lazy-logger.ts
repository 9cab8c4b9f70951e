import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** A pino logger (isLevelEnabled); Fastify's logger when logging is off (abstract-logging) has none. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes the real pino child (parent.child(bindings, options)) only when a line is
 * written at an enabled level, or when something asks for the child itself. Fastify makes a child logger for every
 * request; building it (bindings serialised to JSON, the child object) was about 2% of a member-info request's CPU,
 * for lines that are almost never written (the server logs from warn up outside production). A line written
 * through it is the one the child would have written: same bindings, same options, written at the same moment.
 */
export class LazyChildLogger {
  private real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly childBindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private child_(): Logger {
    if (!this.real) this.real = this.parent.child(this.childBindings, this.options) as Logger;
    return this.real;
  }

  private enabled(level: Level): boolean {
    return this.real ? this.real.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }

  bindings(): Bindings {
    return (this.child_() as unknown as { bindings(): Bindings }).bindings();
  }

  silent(): void {}

  fatal(...args: unknown[]): void {
    if (this.enabled('fatal')) (this.child_().fatal as (...a: unknown[]) => void)(...args);
  }

  error(...args: unknown[]): void {
    if (this.enabled('error')) (this.child_().error as (...a: unknown[]) => void)(...args);
  }

  warn(...args: unknown[]): void {
    if (this.enabled('warn')) (this.child_().warn as (...a: unknown[]) => void)(...args);
  }

  info(...args: unknown[]): void {
    if (this.enabled('info')) (this.child_().info as (...a: unknown[]) => void)(...args);
  }

  debug(...args: unknown[]): void {
    if (this.enabled('debug')) (this.child_().debug as (...a: unknown[]) => void)(...args);
  }

  trace(...args: unknown[]): void {
    if (this.enabled('trace')) (this.child_().trace as (...a: unknown[]) => void)(...args);
  }
}

/**
 * A request's child logger: lazy (above) unless the child changes the level or the serializers (a route's logLevel),
 * in which case its own level decides which lines are written and it is made at once, as it is when logging is off
 * (Fastify's no-op logger is its own child).
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  const opts = options as { level?: string; serializers?: unknown } | undefined;
  const pino = typeof (parent as Partial<Logger>).isLevelEnabled === 'function';
  if (!pino || opts?.level !== undefined || opts?.serializers !== undefined)
    return parent.child(bindings, options);
  return new LazyChildLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
