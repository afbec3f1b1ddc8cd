import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { prettyFactory } from 'pino-pretty';

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

export interface LogOutput {
  /** Readable lines instead of JSON; by default when stdout is a terminal. */
  pretty?: boolean;
  /** Where lines go; stdout by default. */
  destination?: { write(line: string): unknown; isTTY?: boolean };
}

/**
 * The server's logger: one JSON line per event (for log collectors), or readable lines when a
 * person watches a terminal. Either way the serializers and redaction above apply first.
 */
export function createLogger(level: string, output: LogOutput = {}): Logger {
  const destination = output.destination ?? process.stdout;
  if (!(output.pretty ?? Boolean(process.stdout.isTTY))) {
    return pino(loggerOptions(level), destination as DestinationStream);
  }
  // Formatted synchronously in this thread (not a worker transport), so a fatal line written
  // just before process.exit() is still shown.
  const prettify = prettyFactory({
    colorize: Boolean(destination.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    // A request's fields are in its message already ("GET /api/x 200 3 ms"): one line each.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
  return pino(loggerOptions(level), { write: (line: string) => destination.write(prettify(line)) });
}
