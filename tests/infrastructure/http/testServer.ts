import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface Seen {
  method: string;
  /** Path with query, as sent. */
  url: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
}

export type Handler = (request: Seen, response: ServerResponse, raw: IncomingMessage) => unknown;

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain' });
  response.end(body);
}

/** Drops the connection without an answer: the client sees a network error. */
export function hangUp(raw: IncomingMessage): void {
  raw.socket.destroy();
}

/** A real HTTP server on 127.0.0.1 with per-test routes and a log of what it received. */
export async function startTestServer() {
  const seen: Seen[] = [];
  const routes = new Map<string, Handler>();
  const server = createServer((raw, response) => {
    const chunks: Buffer[] = [];
    raw.on('data', (chunk: Buffer) => chunks.push(chunk));
    raw.on('end', () => {
      const url = raw.url ?? '/';
      const request: Seen = {
        method: raw.method ?? 'GET',
        url,
        path: url.split('?')[0] ?? url,
        authorization: raw.headers.authorization,
        idempotencyKey: raw.headers['idempotency-key'] as string | undefined,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      const handler = routes.get(`${request.method} ${request.path}`);
      if (handler === undefined) json(response, 404, { message: `No route ${request.path}` });
      else void Promise.resolve(handler(request, response, raw)).catch(() => raw.socket.destroy());
    });
  });
  // Late answers to aborted calls write to closed sockets; that is expected here.
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}`,
    seen,
    route(method: string, path: string, handler: Handler) {
      routes.set(`${method} ${path}`, handler);
    },
    /** Requests received for a path (any query). */
    hits(path: string): Seen[] {
      return seen.filter((request) => request.path === path);
    },
    reset() {
      seen.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Polls until `check` holds (the server log fills asynchronously). */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
