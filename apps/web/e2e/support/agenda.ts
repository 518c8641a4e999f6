import type { Aviso, Fecha, HoraAgendada } from '@barberia/shared';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Api } from './fixtures';

/** A fresh address per test, so journeys never see each other's hours. */
export function emailUnico(prefijo: string): string {
  return `${prefijo}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@correo.cl`;
}

/** The hour chosen in the calendar step, as the page labels it. */
export interface HoraElegida {
  dia: string;
  slot: string;
  horaInicio: string;
}

export async function elegirServicio(page: Page, servicio: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' })).toBeVisible();
  const opcion = page.getByRole('button', { name: new RegExp(`^${servicio}`) });
  if ((await opcion.getAttribute('aria-pressed')) !== 'true') await opcion.click();
  await expect(opcion).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** First highlighted day (moving to the next month when this one has none left), then the n-th free slot. */
export async function elegirHora(page: Page, indiceSlot = 0): Promise<HoraElegida> {
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seleccionar Día' })).toBeVisible();
  const diasConHoras = page.getByRole('button', { name: /con horas disponibles/ });
  if ((await diasConHoras.count()) === 0) await page.getByRole('button', { name: 'Siguiente' }).click();
  const dia = diasConHoras.first();
  const nombreDia =
    (await dia.getAttribute('aria-label')) ?? (await dia.locator('abbr').getAttribute('aria-label')) ?? '';
  await dia.click();
  await expect(page.getByText('Fecha seleccionada:')).toBeVisible();

  const slots = page.getByRole('group', { name: 'Horas disponibles' }).getByRole('button');
  const slot = slots.nth(indiceSlot);
  const etiqueta = (await slot.textContent())?.trim() ?? '';
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Continuar' }).click();
  return { dia: nombreDia, slot: etiqueta, horaInicio: etiqueta.slice(0, 5) };
}

export async function llenarContacto(page: Page, nombre: string, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
  await page.getByLabel('Nombre').fill(nombre);
  await page.getByLabel('Correo electrónico').fill(email);
}

/** The server's answer to a booking: the day (`fecha.fecha` starts with it), the hour, this device's proof of it. */
export interface ReservaHecha {
  fecha: Fecha;
  horaAgendada: HoraAgendada;
  tokenCliente: string;
}

/** The answer to the next booking `page` makes (PUT /api/fechas/{id}/agregar-hora-agendada), once it comes. */
export async function reservaQueLlega(page: Page): Promise<ReservaHecha> {
  const respuesta = await page.waitForResponse(
    (r) => r.url().includes('/agregar-hora-agendada') && r.request().method() === 'PUT',
  );
  return (await respuesta.json()) as ReservaHecha;
}

/** servicios → horas → contacto → confirm → success, from /agenda. Returns the booked hour. */
export async function agendarHora(
  page: Page,
  opciones: { email: string; servicio?: string; nombre?: string },
) {
  const servicio = opciones.servicio ?? 'Corte de pelo';
  await page.goto('/agenda/servicios');
  await elegirServicio(page, servicio);
  const hora = await elegirHora(page);
  await llenarContacto(page, opciones.nombre ?? '@cliente.e2e', opciones.email);
  const exito = await confirmarReserva(page, 'agendar');
  await exito.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/agenda\?show=no$/);
  return hora;
}

/**
 * «Agendar» (a reschedule's «Confirmar cambio», issue 22) on the contact step, then «Confirmar» (a
 * reschedule's «Confirmar cambio», issue 42) in the question it asks (`¿Estás seguro/a de
 * agendar|reagendar esta hora?`); returns the success dialog, once visible.
 */
export async function confirmarReserva(page: Page, accion: 'agendar' | 'reagendar'): Promise<Locator> {
  const boton = accion === 'agendar' ? 'Agendar' : 'Confirmar cambio';
  await page.getByRole('button', { name: boton, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `¿Estás seguro/a de ${accion} esta hora?` })
    .getByRole('button', { name: accion === 'agendar' ? 'Confirmar' : 'Confirmar cambio', exact: true })
    .click();
  const exito = page.getByRole('dialog', {
    name: accion === 'agendar' ? '¡Hora agendada!' : '¡Hora reagendada!',
  });
  await expect(exito).toBeVisible();
  return exito;
}

/** «Cancelar Hora» on that card, «Sí, cancelar» in the question it asks, and the list says it is empty. */
export async function cancelarHora(page: Page, tarjeta: Locator) {
  await tarjeta.getByRole('button', { name: 'Cancelar Hora' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estás seguro/a de cancelar esta hora?' })
    .getByRole('button', { name: 'Sí, cancelar' })
    .click();
  await expect(page.getByText('No hay horas agendadas para este correo')).toBeVisible();
}

/** Its own active notice; whatever was active before comes back after the test. */
export async function avisoActivo(api: Api, request: APIRequestContext): Promise<Aviso> {
  const anterior: Aviso | null = await (await request.get('/api/avisos/active')).json();
  const aviso = await api.pedir<Aviso>('POST', '/api/avisos', {
    titulo: `Aviso del flujo ${Date.now().toString(36)}`,
    contenido: 'Este sábado cerramos a las 18:00.',
    isActivo: true,
  });
  api.alTerminar(async () => {
    await api.pedir('DELETE', `/api/avisos/${aviso._id}`);
    if (anterior)
      await api.pedir('PUT', `/api/avisos/${anterior._id}`, {
        titulo: anterior.titulo,
        contenido: anterior.contenido,
        isActivo: true,
      });
  });
  return aviso;
}
