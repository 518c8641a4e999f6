import { crc32, deflateSync } from 'node:zlib';
import type { Fecha, Servicio } from '@barberia/shared';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { confirmarReserva, elegirServicio, llenarContacto } from './agenda';
import type { Api, Cuenta } from './fixtures';

/** The seeded accounts of the e2e server (playwright.config.ts). */
export const ADMIN = { email: 'admin@barberia.cl', password: 'admin-e2e-clave', nombre: 'Administración' };
export const BARBERO = { email: 'barbero@barberia.cl', password: 'barbero-e2e-clave', nombre: 'Diego' };

/** Logs in through /login, as a person would, and waits for Inicio Barbero. */
export async function iniciarSesion(page: Page, cuenta: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Correo').fill(cuenta.email);
  await page.getByLabel('Contraseña').fill(cuenta.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/barbero$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio Barbero' })).toBeVisible();
}

/** YYYY-MM-DD of today plus `dias` in Santiago, the shop's calendar. */
export function diaSantiago(dias: number, ahora = new Date()): string {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(ahora);
  const [y, m, d] = hoy.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + dias)).toISOString().slice(0, 10);
}

/** A day as the back office's day fields show it, day first: `2026-06-15` is «15-06-2026» (decision 056). */
export const diaEscrito = (dia: string) => dia.split('-').reverse().join('-');

/**
 * What a person sees in a time or day field. Ours are text fields, whose visible text is their value; the
 * browser's own `time` and `date` inputs draw the locale's guess («08:30 p. m.», mm/dd/yyyy), which no page
 * can read, so they answer their type and the check fails by name.
 */
export async function textoVisible(campo: Locator): Promise<string> {
  return campo.evaluate((el) => {
    const input = el as HTMLInputElement;
    return input.type === 'text' ? input.value : `(control del navegador: type=${input.type})`;
  });
}

/** How react-calendar names a day tile in es-CL: '23 de noviembre de 2026'. */
export function nombreDeDia(dia: string): string {
  return new Intl.DateTimeFormat('es-CL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dia}T12:00:00Z`));
}

/** A small solid-gold PNG made here (32 × 32), enough for the server's check by content. */
export function pngDePrueba(lado = 32): Buffer {
  const bloque = (tipo: string, datos: Buffer) => {
    const cuerpo = Buffer.concat([Buffer.from(tipo, 'ascii'), datos]);
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(lado, 0);
  cabecera.writeUInt32BE(lado, 4);
  cabecera.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const fila = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: lado }, () => [212, 175, 55]).flat()),
  ]);
  const pixeles = Buffer.concat(Array.from({ length: lado }, () => fila));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloque('IHDR', cabecera),
    bloque('IDAT', deflateSync(pixeles)),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}

/** The two devices every back-office screen is seen on (issue 25): a phone and a laptop. */
export const DISPOSITIVOS = [
  {
    nombre: 'teléfono',
    ancho: 390,
    uso: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
  { nombre: 'laptop', ancho: 1280, uso: { viewport: { width: 1280, height: 800 } } },
] as const;

/** The page never scrolls sideways at this width. */
export async function sinDesbordeHorizontal(page: Page, ancho: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ancho);
}

/** Contexts nuevaPagina opened, with the journey that opened each. */
const abiertos: { prueba: string; contexto: BrowserContext }[] = [];

/**
 * Closes the other devices' contexts of earlier journeys (or all, with no journey named): each journey leaves
 * the worker's browser as it found it, with only the fixture's own page (memory and processes of a 2-core
 * machine; in the full browser a window left open once covered the next journeys' pages, decision 042).
 */
export async function cerrarOtrosDispositivos(salvoDe?: string) {
  const cerrar = abiertos.filter((a) => a.prueba !== salvoDe);
  for (const a of cerrar) abiertos.splice(abiertos.indexOf(a), 1);
  await Promise.all(cerrar.map((a) => a.contexto.close().catch(() => {})));
}

/** A page in a context of its own: another person on another device (closed after the journey). */
export async function nuevaPagina(browser: Browser): Promise<Page> {
  const prueba = test.info().testId;
  await cerrarOtrosDispositivos(prueba);
  const contexto = await browser.newContext();
  abiertos.push({ prueba, contexto });
  return contexto.newPage();
}

/** The result modal after a save: checks its message and closes it. */
export async function aceptarExito(page: Page, mensaje: string) {
  const exito = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(exito).toContainText(mensaje);
  await exito.getByRole('button', { name: 'Aceptar' }).click();
  await expect(exito).toBeHidden();
}

/**
 * A barber made for the test (the `barberoNuevo` fixture), ready for bookings made through the API: «Corte de
 * pelo» among their services (a new barber performs none) and their session's token, which opens their days.
 */
export async function barberoQueCorta(api: Api, barbero: Cuenta): Promise<string> {
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    email: barbero.email,
    password: barbero.password,
  });
  const corte = (await api.pedir<Servicio[]>('GET', '/api/servicios')).find(
    (s) => s.servicio === 'Corte de pelo',
  );
  await api.pedir('POST', `/api/users/servicios/${barbero._id}/${corte?._id}`);
  return token.accessToken;
}

/** Fills the agregar-fechas form for every weekday of the range and creates the days. */
export async function crearFechas(page: Page, desde: string, hasta: string, horas: [string, string]) {
  await page.getByRole('link', { name: /Agregar Fechas/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agregar Fechas' })).toBeVisible();
  await page.getByLabel('Desde').fill(desde);
  await page.getByLabel('Hasta').fill(hasta);
  const domingo = page.getByRole('checkbox', { name: 'Domingo' });
  if (!(await domingo.isChecked())) await domingo.check();
  await page.getByLabel('Hora de inicio').fill(horas[0]);
  await page.getByLabel('Hora de término').fill(horas[1]);
  await page.getByRole('button', { name: 'Crear fechas' }).click();
  await aceptarExito(page, 'Fechas creadas satisfactoriamente');
}

/** Deletes an item from an admin list, through its confirmation, and checks it is gone. */
export async function eliminarDeLaLista(page: Page, ruta: string, nombre: string, confirmar: string) {
  await page.goto(ruta);
  await page.getByRole('button', { name: `Eliminar ${nombre}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirmar }).click();
  const listo = page.getByRole('dialog', { name: '¡Listo!' });
  await expect(listo).toBeVisible();
  await listo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('button', { name: `Eliminar ${nombre}` })).toHaveCount(0);
}

/** The admin's back office, from Inicio Barbero to one of its screens. */
export async function abrirAdministracion(page: Page, enlace: RegExp, titulo: string) {
  // A server shedding load (503, a busy 2-core machine resizing new photos) is reloaded, as a person would.
  await expect(async () => {
    expect((await page.goto('/barbero/administrar'))?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await page.getByRole('link', { name: enlace }).click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
}

/** The seeded admin signs in and opens that back-office screen (its link starts with its title). */
export async function entrarComoAdmin(page: Page, pantalla: string) {
  await iniciarSesion(page, ADMIN);
  await abrirAdministracion(page, new RegExp(`^${pantalla}`), pantalla);
}

/**
 * Where the journeys of the barber's calendar and of Google Calendar start: the barber, logged in on `page`,
 * creates the consecutive `dias` (11:00 to 13:00), which the API then lists and the test deletes when it
 * ends; a client on another device books «Corte de pelo» at 11:00 on the first of them. Returns the
 * client's page.
 */
export async function diasConUnCorteALas11(
  page: Page,
  browser: Browser,
  api: Api,
  barberoId: string,
  dias: string[],
  cliente: { nombre: string; email: string },
): Promise<Page> {
  const primero = dias[0] ?? '';
  await crearFechas(page, primero, dias.at(-1) ?? primero, ['11:00', '13:00']);
  const creadas = (await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoId}`)).filter((f) =>
    dias.includes(f.fecha.slice(0, 10)),
  );
  expect(creadas).toHaveLength(dias.length);
  for (const f of creadas) api.borrarAlTerminar(`/api/fechas/${f._id}?confirmar=true`);
  const reserva = await nuevaPagina(browser);
  await agendarCorteALas11(reserva, primero, cliente);
  return reserva;
}

/** A client books «Corte de pelo» at 11:00 on `dia` through the public site, in the page given. */
async function agendarCorteALas11(reserva: Page, dia: string, cliente: { nombre: string; email: string }) {
  await reserva.goto('/agenda/servicios');
  await elegirServicio(reserva, 'Corte de pelo');
  await expect(reserva.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
  const tile = reserva.getByRole('button', {
    name: new RegExp(`^${nombreDeDia(dia)}.*con horas disponibles`),
  });
  for (let mes = 0; mes < 3 && !(await tile.isVisible()); mes++) {
    await reserva.getByRole('button', { name: 'Siguiente' }).click();
  }
  await tile.click();
  await reserva
    .getByRole('group', { name: 'Horas disponibles' })
    .getByRole('button', { name: '11:00 - 11:45' })
    .click();
  await reserva.getByRole('button', { name: 'Continuar' }).click();
  await llenarContacto(reserva, cliente.nombre, cliente.email);
  await confirmarReserva(reserva, 'agendar');
}
