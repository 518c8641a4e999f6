import { type APIRequestContext, type APIResponse, test as base, expect, type Page } from '@playwright/test';
import { emailUnico } from './agenda';
import { ADMIN, cerrarOtrosDispositivos } from './back-office';
import { type RelojDelServidor, relojDelServidor } from './reloj';
import { iniciarSmtp } from './smtp';

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API as the seeded admin (or another account), for the data a journey needs but does not test. */
export interface Api {
  pedir<T = unknown>(metodo: Metodo, url: string, datos?: object, token?: string): Promise<T>;
  token: string;
  /** Runs after the test, last registered first, whatever the test's outcome. */
  alTerminar(limpiar: () => Promise<unknown>): void;
  /** Deletes that resource as the admin after the test, unless the test deleted it already. */
  borrarAlTerminar(url: string): void;
  /**
   * What a screen just created: found in the list at `ruta` (checked to be there) and deleted after the test
   * at `ruta/<its _id>`.
   */
  borrarAlTerminarElCreado<T extends { _id: string }>(ruta: string, es: (item: T) => boolean): Promise<void>;
}

export interface Cuenta {
  _id: string;
  email: string;
  password: string;
  nombre: string;
}

/**
 * The setup calls a journey needs but does not test, retried as a real client would when the server sheds
 * load (503 SERVIDOR_SOBRECARGADO, decision 022): on a busy 2-core machine a moment of stall must not fail
 * a journey about something else. At most 5 tries, a second apart.
 */
async function conReintento(pedir: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let intento = 1; ; intento++) {
    const res = await pedir();
    if (res.status() !== 503 || intento === 5 || !(await res.text()).includes('SERVIDOR_SOBRECARGADO'))
      return res;
    await new Promise((listo) => setTimeout(listo, 1000));
  }
}

async function tokenDe(request: APIRequestContext, cuenta: { email: string; password: string }) {
  const res = await conReintento(() => request.post('/api/auth/login', { data: cuenta }));
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { _id: string; token: { accessToken: string } };
}

/**
 * A barber the admin invites and who registers through the invitation, as the API sees it; deleted after
 * the test, and its days with it (ON DELETE CASCADE).
 */
export async function registrarBarbero(
  api: Api,
  request: APIRequestContext,
  cuenta: Omit<Cuenta, '_id'>,
): Promise<Cuenta> {
  const { enlace } = await api.pedir<{ enlace: string }>('POST', '/api/accesos', {
    email: cuenta.email,
    rol: 'barbero',
  });
  const invitacion = new URL(enlace).searchParams.get('invitacion');
  const registro = await conReintento(() => request.post('/api/auth', { data: { ...cuenta, invitacion } }));
  expect(registro.ok(), await registro.text()).toBe(true);
  const { _id } = await tokenDe(request, cuenta);
  api.borrarAlTerminar(`/api/users/${_id}`);
  return { ...cuenta, _id };
}

interface Fixtures {
  api: Api;
  /** A barber invited by the admin and registered, deleted after the test. */
  barberoNuevo: Cuenta;
  /** A service type made for the test, deleted after it. */
  tipoServicio: { _id: string; nombre: string };
  /** The server's clock (support/reloj.ts, decision 054), given back its real time after the test. */
  relojDelServidor: RelojDelServidor;
}

interface FixturesDelWorker {
  /** The test SMTP server the e2e server sends to (playwright.config.ts), one per worker. */
  smtp: Awaited<ReturnType<typeof iniciarSmtp>>;
}

/**
 * Collects every Content-Security-Policy violation of a page (decision 021): the browser reports each
 * as a console error, and the page's own listener reports the ones a console might not show.
 */
export function vigilarCsp(page: Page): string[] {
  const violaciones: string[] = [];
  page.on('console', (mensaje) => {
    if (/Content Security Policy|violación de CSP/i.test(mensaje.text())) violaciones.push(mensaje.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`violación de CSP: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return violaciones;
}

/** A short suffix that makes names unique across runs against the same data. */
export const sufijo = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;

/**
 * E2E_CPU_LENTA=4 runs every journey's page on a CPU that many times slower (Chromium's own throttling, as
 * Lighthouse's phone): the pages must behave the same on a slow phone (issue 27). Off by default.
 */
const CPU_LENTA = Number(process.env.E2E_CPU_LENTA ?? 1);

export const test = base.extend<Fixtures, FixturesDelWorker>({
  // Every journey fails on a CSP violation: the policy must fit the site, with no inline script.
  page: async ({ page }, use) => {
    if (CPU_LENTA > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTA });
    }
    const violaciones = vigilarCsp(page);
    await use(page);
    // The other devices this journey opened (nuevaPagina) go with it.
    await cerrarOtrosDispositivos();
    expect(violaciones, 'violaciones de la Content-Security-Policy').toEqual([]);
  },

  smtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const smtp = await iniciarSmtp();
      await use(smtp);
      await smtp.detener();
    },
    { scope: 'worker' },
  ],

  api: async ({ request }, use) => {
    const {
      token: { accessToken: token },
    } = await tokenDe(request, ADMIN);
    const pendientes: (() => Promise<unknown>)[] = [];
    const api: Api = {
      token,
      async pedir<T>(metodo: Metodo, url: string, datos?: object, otro = token) {
        const res = await conReintento(() =>
          request.fetch(url, {
            method: metodo,
            headers: { Authorization: `Bearer ${otro}` },
            ...(datos ? { data: datos } : {}),
          }),
        );
        expect(res.ok(), `${metodo} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
        return (await res.json()) as T;
      },
      alTerminar: (limpiar) => {
        pendientes.push(limpiar);
      },
      borrarAlTerminar: (url) => {
        pendientes.push(async () => {
          const res = await conReintento(() =>
            request.delete(url, { headers: { Authorization: `Bearer ${token}` } }),
          );
          expect([200, 404], `DELETE ${url}: ${await res.text()}`).toContain(res.status());
        });
      },
      async borrarAlTerminarElCreado<T extends { _id: string }>(ruta: string, es: (item: T) => boolean) {
        const creado = (await api.pedir<T[]>('GET', ruta)).find(es);
        expect(creado).toBeTruthy();
        api.borrarAlTerminar(`${ruta}/${creado?._id}`);
      },
    };
    await use(api);
    for (const limpiar of pendientes.reverse()) await limpiar();
  },

  barberoNuevo: async ({ api, request }, use) => {
    const cuenta = {
      email: emailUnico('barbero-nuevo'),
      password: 'clave-nueva-123',
      nombre: `Tomás ${sufijo()}`,
    };
    await use(await registrarBarbero(api, request, cuenta));
  },

  // After `api`, so it is given back first: the data's cleanup then runs on the real clock, with a token the
  // server's moved clock might have seen as expired.
  relojDelServidor: async ({ api: _antes }, use) => {
    relojDelServidor.real();
    await use(relojDelServidor);
    relojDelServidor.real();
  },

  tipoServicio: async ({ api }, use) => {
    const tipo = await api.pedir<{ _id: string; nombre: string }>('POST', '/api/tipo-servicio', {
      nombre: `Tipo e2e ${sufijo()}`,
    });
    // Registered first, so it runs last: after the services of this type the test created.
    api.borrarAlTerminar(`/api/tipo-servicio/${tipo._id}`);
    await use(tipo);
  },
});

export { expect };
