import type { Fecha, Servicio } from '@barberia/shared';
import type { Page } from '@playwright/test';
import { elegirHora, emailUnico, llenarContacto } from './support/agenda';
import { sinViolaciones } from './support/axe';
import {
  diaSantiago,
  iniciarSesion,
  nuevaPagina,
  pngDePrueba,
  sinDesbordeHorizontal,
} from './support/back-office';
import { type Api, type Cuenta, expect, test } from './support/fixtures';

/**
 * Issue 22, «Every barber bookable»: with a second active barber the service step offers «Cualquiera» and
 * each barber who performs the chosen service, with photo and name. On a phone.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The new barber performs «Corte de pelo» (the admin assigns it) and opens one day, two days from now,
 * 11:00 to 13:00; returns that day.
 */
async function barberoConUnDia(api: Api, barbero: Cuenta) {
  const servicios = await api.pedir<Servicio[]>('GET', '/api/servicios');
  const corte = servicios.find((s) => s.servicio === 'Corte de pelo');
  await api.pedir('POST', `/api/users/servicios/${barbero._id}/${corte?._id}`);
  const { token } = await api.pedir<{ token: { accessToken: string } }>('POST', '/api/auth/login', {
    email: barbero.email,
    password: barbero.password,
  });
  const dia = diaSantiago(2);
  await api.pedir(
    'POST',
    '/api/fechas',
    { fecha: dia, horaInicio: '11:00', horaFin: '13:00' },
    token.accessToken,
  );
  // Deleted with its bookings (the fixture's own delete would refuse a barber with future hours).
  api.borrarAlTerminar(`/api/users/${barbero._id}?confirmar=true`);
  return dia;
}

async function elegirCorte(page: Page) {
  await page.goto('/agenda/servicios');
  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' })).toBeVisible();
  const corte = page.getByRole('button', { name: /^Corte de pelo/ });
  await corte.click();
  await expect(corte).toHaveAttribute('aria-pressed', 'true');
}

test('a client chooses the new barber by photo and name on a phone and books with him', async ({
  page,
  browser,
  api,
  barberoNuevo,
}) => {
  test.slow();
  const dia = await barberoConUnDia(api, barberoNuevo);

  // The barber uploads his photo in his profile.
  const suya = await nuevaPagina(browser);
  await iniciarSesion(suya, barberoNuevo);
  await suya.goto('/barbero/perfil');
  await expect(suya.getByText('Aún no tienes foto')).toBeVisible();
  await suya.getByLabel('Subir foto').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: pngDePrueba(64),
  });
  await expect(suya.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
  await expect(suya.getByRole('img', { name: `Foto de ${barberoNuevo.nombre}` })).toBeVisible();
  await sinViolaciones(suya);
  await suya.context().close();

  // A service only Diego performs: no choice, the spec's step.
  await page.goto('/agenda/servicios');
  await page.getByRole('button', { name: /^Afeitado clásico/ }).click();
  await expect(page.getByRole('group', { name: 'Elige tu barbero' })).toHaveCount(0);

  await elegirCorte(page);
  const eleccion = page.getByRole('group', { name: 'Elige tu barbero' });
  await expect(eleccion).toBeVisible();
  await expect(eleccion.getByRole('radio', { name: /^Cualquiera/ })).toBeChecked();
  await expect(eleccion.getByRole('radio')).toHaveCount(3);
  await expect(eleccion.getByRole('radio', { name: 'Diego' })).toBeVisible();
  const suyo = eleccion.locator('label').filter({ hasText: barberoNuevo.nombre });
  // His photo, served by the site at the size the avatar needs.
  await expect(suyo.locator('img')).toHaveJSProperty('complete', true);
  expect(await suyo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await sinDesbordeHorizontal(page, 390);
  await sinViolaciones(page);

  await eleccion.getByRole('radio', { name: barberoNuevo.nombre }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/agenda\/horas$/);
  // Only his one day has hours: the first highlighted day is his.
  const hora = await elegirHora(page);
  expect(hora.horaInicio).toBe('11:00');
  await llenarContacto(page, '@cliente.elige', emailUnico('elige'));
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toContainText(barberoNuevo.nombre);
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('dialog', { name: '¡Hora agendada!' })).toBeVisible();

  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoNuevo._id}`);
  const delDia = suyas.find((f) => f.fecha.startsWith(dia));
  expect(delDia?.horasAgendadas.map((h) => h.horaInicio)).toEqual(['11:00']);
});

test('«Cualquiera», the default, offers every barber’s hours and says who will cut', async ({
  page,
  api,
  barberoNuevo,
}) => {
  await barberoConUnDia(api, barberoNuevo);
  await elegirCorte(page);
  await expect(page.getByRole('radio', { name: /^Cualquiera/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const hora = await elegirHora(page);
  await llenarContacto(page, '@cliente.cualquiera', emailUnico('cualquiera'));
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  const confirmar = page.getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' });
  await expect(confirmar).toContainText('Cualquiera');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  const exito = page.getByRole('dialog', { name: '¡Hora agendada!' });
  await expect(exito).toContainText(`a las ${hora.horaInicio} hrs`);
  const quien = await exito.getByText(/^Te atenderá/).textContent();
  const nombre = /^Te atenderá (.+)\.$/.exec(quien ?? '')?.[1];
  expect(['Diego', barberoNuevo.nombre]).toContain(nombre);
});
