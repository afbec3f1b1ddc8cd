import http from 'node:http';

/**
 * A small round-robin load balancer, like the reverse proxy of a deployment: each request goes
 * to the next backend; a backend that refuses the connection (it is down) is skipped and the
 * request tried on the next one, since nothing of it reached the dead one. A backend that dies
 * while answering gives the client a 502, as a real proxy would. Counts answers per backend.
 */
export async function startProxy(port: number, backends: string[]) {
  const served = new Map(backends.map((backend) => [backend, 0]));
  let next = 0;

  const forward = (
    incoming: http.IncomingMessage,
    body: Buffer,
    out: http.ServerResponse,
    tries: number,
  ) => {
    const backend = backends[next++ % backends.length]!;
    const target = new URL(incoming.url ?? '/', backend);
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const request = http.request(target, {
      method: incoming.method,
      headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
    });
    request.on('response', (answer) => {
      served.set(backend, served.get(backend)! + 1);
      out.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(out);
      answer.on('error', () => out.destroy());
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tries < backends.length) {
        forward(incoming, body, out, tries + 1);
      } else if (!out.headersSent) {
        out.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      } else {
        out.destroy();
      }
    });
    request.end(body);
  };

  const server = http.createServer((incoming, out) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), out, 1));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
