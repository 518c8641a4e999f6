import type { Aviso } from '@barberia/shared';
import { expect, test } from '@playwright/test';
import { elegirHora, elegirServicio, emailUnico, llenarContacto } from './support/agenda';
import { tokenAdmin } from './support/tienda';

test('the notice waits before it can be dismissed, and ?show=no hides it', async ({ page, request }) => {
  // Its own active notice, made as the admin makes it; whatever was active before comes back at the end.
  const headers = { authorization: `Bearer ${await tokenAdmin(request)}` };
  const anterior: Aviso | null = await (await request.get('/api/avisos/active')).json();
  const creado = await request.post('/api/avisos', {
    headers,
    data: {
      titulo: 'Aviso de navegación e2e',
      contenido: 'Este sábado cerramos a las 18:00.',
      isActivo: true,
    },
  });
  expect(creado.status(), await creado.text()).toBe(201);
  const aviso: Aviso = await creado.json();

  await page.goto('/agenda');
  const modal = page.getByRole('dialog', { name: aviso.titulo });
  await expect(modal).toContainText(aviso.contenido);
  const entendido = modal.getByRole('button', { name: 'Entendido' });
  await expect(entendido).toBeDisabled();
  await expect(entendido).toBeEnabled({ timeout: 5_000 });
  await entendido.click();
  await expect(modal).toBeHidden();

  const cargado = page.waitForResponse('**/api/avisos/active');
  await page.goto('/agenda?show=no');
  await cargado;
  await expect(page.getByRole('heading', { name: 'Nuestros Servicios' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect((await request.delete(`/api/avisos/${aviso._id}`, { headers })).ok()).toBe(true);
  if (anterior) {
    const devuelto = await request.put(`/api/avisos/${anterior._id}`, {
      headers,
      data: { titulo: anterior.titulo, contenido: anterior.contenido, isActivo: true },
    });
    expect(devuelto.ok()).toBe(true);
  }
});

test('the booking draft survives a reload of the contact step', async ({ page }) => {
  const email = emailUnico('recarga');
  await page.goto('/agenda/servicios');
  await elegirServicio(page, 'Afeitado clásico');
  const hora = await elegirHora(page);
  await llenarContacto(page, '@recarga', email);

  await page.reload();
  await expect(page).toHaveURL(/\/agenda\/contacto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('@recarga');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  const resumen = page.getByRole('region', { name: 'Tu reserva' });
  await expect(resumen).toContainText('Afeitado clásico');
  await expect(resumen).toContainText(`${hora.horaInicio} hrs`);
  await expect(page.getByRole('button', { name: 'Agendar', exact: true })).toBeEnabled();
});

test('steps without their earlier choices send the client back', async ({ page }) => {
  await page.goto('/agenda/contacto');
  await expect(page).toHaveURL(/\/agenda\/servicios$/);
  await page.goto('/agenda/horas');
  await expect(page).toHaveURL(/\/agenda\/servicios$/);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

test('an unknown path shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/no-existe/para-nada');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('No se pudo encontrar la página que estás buscando.')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('location and terms pages are reachable from the booking area', async ({ page }) => {
  await page.goto('/agenda?show=no');
  await page.getByRole('main').getByRole('link', { name: 'Ubicación' }).click();
  await expect(page).toHaveURL(/\/agenda\/ubicacion$/);
  await expect(page.getByTitle(/Mapa de Barbería/)).toBeAttached();
  await expect(page.getByText('Código postal 9250000')).toBeVisible();

  await page.goto('/agenda/legal');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(page.getByRole('heading', { name: '7. Ley aplicable' })).toBeVisible();
});
