import type { Config } from './config.ts';

/**
 * A plain sentence for the listen errors a person can fix (port taken, port not allowed),
 * instead of a stack trace. @returns undefined for any other error.
 */
export function listenFailure(error: unknown, config: Pick<Config, 'PORT' | 'HOST'>) {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return (
      `Port ${config.PORT} on ${config.HOST} is already in use by another program. Stop that ` +
      `program, or choose another port: PORT=${config.PORT + 1} npm start (or PORT in .env).`
    );
  }
  if (code === 'EACCES') {
    return (
      `This user may not listen on port ${config.PORT}. Choose a port above 1023 with PORT ` +
      '(and let a reverse proxy answer on 80 and 443).'
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return `There is no network address ${config.HOST} on this machine: check HOST.`;
  }
  return undefined;
}
