import { pino, type Logger, type LoggerOptions } from 'pino';

/**
 * What a log line may say about a request: method and path only. No query string (it can carry
 * e-mail addresses or tokens), no headers (cookies, authorization), no IP address (a TrustLink
 * reporter must not be traceable), and never a body.
 */
function serializeRequest(req: { method?: string; url?: string; routeOptions?: { url?: string } }) {
  return {
    method: req.method,
    url: req.url?.split('?')[0],
    route: req.routeOptions?.url,
  };
}

function serializeResponse(reply: { statusCode?: number }) {
  return { statusCode: reply.statusCode };
}

/**
 * Errors are reduced to type, code, message and stack. Driver errors carry the offending values
 * elsewhere (pg's `detail`, Drizzle's "params:" suffix), so those parts are dropped.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; cause?: unknown };
  return {
    type: e.name,
    code: typeof e.code === 'string' ? e.code : undefined,
    message: withoutParams(e.message),
    stack: e.stack && withoutParams(e.stack),
    cause: e.cause instanceof Error ? serializeError(e.cause) : undefined,
  };
}

// Drizzle's DrizzleQueryError appends "\nparams: <values>" to the message (and so to the stack).
const withoutParams = (text: string) => text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '');

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, res: serializeResponse, err: serializeError },
    // Belt and braces for anything logged by hand.
    redact: {
      paths: ['body', '*.body', 'email', '*.email', 'password', '*.password', 'pin', '*.pin'],
      censor: '[redacted]',
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
