import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';

export type Falla = 'normal' | 'lento' | 'caido' | 'responde-tarde';

/**
 * A loopback proxy in front of the Webpay stand-in that counts calls and breaks the ones a test picks:
 * `lento` never answers (the SDK's timeout fires, nothing reaches Webpay), `caido` drops the connection,
 * `responde-tarde` lets Webpay do the work and then withholds the answer past the timeout.
 */
export async function proxyWebpay(destino: string) {
  const llamadas: string[] = [];
  let regla: (metodo: string, ruta: string) => Falla = () => 'normal';
  const colgados = new Set<() => void>();

  const leer = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const partes: Buffer[] = [];
      req.on('data', (c: Buffer) => partes.push(c));
      req.on('end', () => resolve(Buffer.concat(partes)));
    });

  const server = createServer(async (req, res) => {
    const metodo = req.method ?? 'GET';
    const ruta = req.url ?? '/';
    llamadas.push(`${metodo} ${ruta}`);
    const falla = regla(metodo, ruta);
    const cuerpo = await leer(req);
    if (falla === 'caido') return req.socket.destroy();
    if (falla === 'lento') {
      colgados.add(() => res.destroy());
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
    ) as Record<string, string>;
    const respuesta = await fetch(`${destino}${ruta}`, {
      method: metodo,
      headers,
      body: metodo === 'GET' ? undefined : cuerpo,
    });
    const texto = await respuesta.text();
    if (falla === 'responde-tarde') {
      colgados.add(() => res.destroy());
      return;
    }
    res.writeHead(respuesta.status, {
      'content-type': respuesta.headers.get('content-type') ?? 'text/plain',
    });
    res.end(texto);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    llamadas,
    contar: (prefijo: string) => llamadas.filter((l) => l.startsWith(prefijo)).length,
    fallar(nueva: (metodo: string, ruta: string) => Falla) {
      regla = nueva;
    },
    async cerrar() {
      for (const soltar of colgados) soltar();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What a browser does on Webpay: POSTs token_ws to the form's url, presses a button, and follows the
 * 303 back to the shop. Returns the return URL (path and query) the browser would open on the shop.
 */
export async function decidirEnFormulario(
  url: string,
  token: string,
  accion: 'aprobar' | 'rechazar' | 'anular' | 'expirar',
) {
  const formulario = await fetch(url, { method: 'POST', body: new URLSearchParams({ token_ws: token }) });
  expect(formulario.status).toBe(200);
  const html = await formulario.text();
  expect(html).toContain('Webpay simulado');
  const res = await fetch(new URL('decidir', url), {
    method: 'POST',
    body: new URLSearchParams({ token, accion }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const destino = new URL(res.headers.get('location') ?? '');
  return `${destino.pathname}${destino.search}`;
}
