import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay to `destino` that the test can cut: `cortar()` drops every open connection and from then on
 * accepts new ones and never answers (a database host gone silent, a black-holed network); `reanudar()`
 * relays again. With no `destino`, it never answers from the start.
 */
export async function relevoTcp(destino?: { host: string; port: number }) {
  const abiertos = new Set<Socket>();
  let cortado = !destino;
  const server = createServer((cliente) => {
    abiertos.add(cliente);
    cliente.on('close', () => abiertos.delete(cliente));
    cliente.on('error', () => {});
    if (cortado || !destino) return;
    const servidor = connect(destino.port, destino.host);
    abiertos.add(servidor);
    servidor.on('close', () => abiertos.delete(servidor));
    servidor.on('error', () => cliente.destroy());
    cliente.on('error', () => servidor.destroy());
    cliente.pipe(servidor).pipe(cliente);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cortar() {
      cortado = true;
      for (const s of abiertos) s.destroy();
    },
    reanudar() {
      cortado = false;
    },
    detener: () =>
      new Promise<void>((resolve) => {
        for (const s of abiertos) s.destroy();
        server.close(() => resolve());
      }),
  };
}
