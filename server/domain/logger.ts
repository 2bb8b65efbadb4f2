// The logging services need, without tying them to the web framework: pino's logger
// (what Fastify hands out) satisfies it, and so does a silent one in tests.
export interface LogFn {
  (message: string): void;
  (details: object, message?: string): void;
}

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  child(bindings: Record<string, unknown>): Logger;
}
