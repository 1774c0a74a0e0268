import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from 'pino';

/**
 * A request's logger (`request.log`), made on its first line: Fastify makes a pino child per
 * request, and with the redacting logger each child ran the redaction over its bindings, one of
 * the larger shares of the API's CPU per request in `npm run bench:profile`, for a logger that
 * nearly every request leaves unused (the access line is written apart, see request-log.ts). Lines
 * written through it are the child's, bindings and redaction included.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #real: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): Logger {
    return (this.#real ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  // Prototype methods, not arrow fields: a request that never logs allocates nothing else.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    // Below the level nothing is made: a child inherits its parent's level unless told one.
    if (!this.#real && !this.options.level && !this.parent.isLevelEnabled(level)) return;
    const real = this.real;
    Reflect.apply(real[level] as LogFn, real, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made when it first writes. */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyChildLogger(logger as Logger, bindings, options);
