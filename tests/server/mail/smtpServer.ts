import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

/** What a client handed to the fake SMTP server. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly data: string;
}

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321's happy path: EHLO, MAIL, RCPT, DATA, QUIT, no
 * TLS, no auth), so the SMTP adapter is tested over a real socket rather than a fake transport.
 */
export async function startSmtpServer(): Promise<{
  readonly port: number;
  readonly received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    socket.setEncoding('utf8');
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push({ from, to, data: buffer.slice(0, end).replace(/^\.\./gm, '.') });
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          from = /<(.*)>/.exec(line)?.[1] ?? '';
          to = [];
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 2.0.0 bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 5.5.2 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
