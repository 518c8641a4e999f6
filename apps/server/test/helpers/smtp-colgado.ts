import { createServer, type Socket } from 'node:net';

/**
 * An SMTP server that accepts the connection and never says a word (no 220 greeting), like a
 * server stuck under load. Closing it drops every open connection, which ends the client's wait.
 */
export async function smtpColgado() {
  const conexiones = new Set<Socket>();
  const server = createServer((socket) => {
    conexiones.add(socket);
    socket.on('close', () => conexiones.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections it holds right now. */
    get abiertas() {
      return conexiones.size;
    },
    detener: () =>
      new Promise<void>((resolve) => {
        for (const s of conexiones) s.destroy();
        server.close(() => resolve());
      }),
  };
}
