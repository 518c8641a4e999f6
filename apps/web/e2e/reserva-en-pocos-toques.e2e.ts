import type { Fecha, Servicio } from '@barberia/shared';
import type { Locator } from '@playwright/test';
import { avisoActivo, emailUnico } from './support/agenda';
import { barberoQueCorta, diaSantiago } from './support/back-office';
import { expect, test } from './support/fixtures';

/**
 * Issue 42, «Who cuts, and «Agregar otro servicio», are off-screen»: on a phone, choosing a service brings
 * the barber choice into view, the bar says the whole block with its length and price, and a client goes
 * from the home page to a confirmed hour in at most 10 taps. Typing the name and e-mail is not a tap.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A tap that counts: every control the client has to touch on the way. */
function contador() {
  let toques = 0;
  return {
    tocar: async (locator: Locator) => {
      toques += 1;
      await locator.tap();
    },
    get toques() {
      return toques;
    },
  };
}

test('from the home page to a confirmed hour in 10 taps or fewer, choosing who cuts without scrolling to find it', async ({
  page,
  api,
  request,
  barberoNuevo,
}) => {
  test.slow();
  // The second barber cuts and opens one day, two days from now: the service step then asks who cuts.
  const token = await barberoQueCorta(api, barberoNuevo);
  const dia = diaSantiago(2);
  await api.pedir('POST', '/api/fechas', { fecha: dia, horaInicio: '11:00', horaFin: '13:00' }, token);
  api.borrarAlTerminar(`/api/users/${barberoNuevo._id}?confirmar=true`);

  // /agenda shows the shop's notice to a client arriving from the home page: closing it is a tap too. Its
  // own, so the journey does not depend on what another one left active.
  const aviso = await avisoActivo(api, request);

  const c = contador();
  await page.goto('/');
  await c.tocar(page.getByRole('link', { name: 'Agenda tu hora' }));
  await expect(page).toHaveURL(/\/agenda$/);
  const entendido = page
    .getByRole('dialog', { name: aviso.titulo })
    .getByRole('button', { name: 'Entendido' });
  await expect(entendido).toBeEnabled({ timeout: 5_000 });
  await c.tocar(entendido);
  await c.tocar(page.getByRole('link', { name: 'Ir a Agendar Hora' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione sus Servicios' })).toBeVisible();
  await c.tocar(page.getByRole('button', { name: /^Corte de pelo/ }));
  // Who cuts comes into view by itself, under eight services, before any «Continuar».
  const eleccion = page.getByRole('group', { name: 'Elige tu barbero' });
  await expect(eleccion).toBeInViewport();
  const suyo = eleccion.getByRole('radio', { name: barberoNuevo.nombre });
  await expect(suyo).toBeInViewport();
  const barra = page.locator('.step-actions__resumen');
  await expect(barra).toHaveText('Corte de pelo · 45 min · $12.000');
  await c.tocar(suyo);
  await expect(suyo).toBeChecked();
  await c.tocar(page.getByRole('button', { name: 'Continuar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Seleccione su hora' })).toBeVisible();
  // The calendar opens on his first day; tapping it is a tap, unless the page already chose it.
  // His only day comes chosen, its hours already there: no tap for the day.
  const horas = page.getByRole('group', { name: 'Horas disponibles' });
  await expect(horas).toBeVisible();
  await c.tocar(horas.getByRole('button', { name: /^11:00/ }));
  await c.tocar(page.getByRole('button', { name: 'Continuar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Datos de Contacto' })).toBeVisible();
  await page.getByLabel('Nombre').fill('Ignacio Soto');
  await page.getByLabel('Correo electrónico').fill(emailUnico('toques'));
  await c.tocar(page.getByRole('button', { name: 'Agendar', exact: true }));
  await c.tocar(
    page
      .getByRole('alertdialog', { name: '¿Estás seguro/a de agendar esta hora?' })
      .getByRole('button', { name: 'Confirmar', exact: true }),
  );
  await expect(page.getByRole('dialog', { name: '¡Hora agendada!' })).toBeVisible();
  expect(c.toques).toBeLessThanOrEqual(10);

  const suyas = await api.pedir<Fecha[]>('GET', `/api/fechas/obtener-fechas/${barberoNuevo._id}`);
  expect(suyas.find((f) => f.fecha.startsWith(dia))?.horasAgendadas.map((h) => h.horaInicio)).toEqual([
    '11:00',
  ]);
});

test('«Agregar otro servicio» comes into view too, and the bar says the whole block, its length and price, uncut', async ({
  page,
  api,
  barberoNuevo,
}) => {
  await barberoQueCorta(api, barberoNuevo);
  // He also does «Perfilado de barba»: the add-on stays on offer beside the barber choice.
  const perfilado = (await api.pedir<Servicio[]>('GET', '/api/servicios')).find(
    (s) => s.servicio === 'Perfilado de barba',
  );
  await api.pedir('POST', `/api/users/servicios/${barberoNuevo._id}/${perfilado?._id}`);
  api.borrarAlTerminar(`/api/users/${barberoNuevo._id}?confirmar=true`);

  await page.goto('/agenda/servicios');
  await page.getByRole('button', { name: /^Corte de pelo/ }).tap();
  await expect(page.getByRole('group', { name: 'Elige tu barbero' })).toBeInViewport();
  const adicional = page
    .getByRole('group', { name: 'Agregar otro servicio' })
    .getByRole('checkbox', { name: /^Perfilado de barba/ });
  await adicional.scrollIntoViewIfNeeded();
  await adicional.tap();
  await expect(adicional).toBeChecked();
  const barra = page.locator('.step-actions__resumen');
  await expect(barra).toHaveText('Corte de pelo + Perfilado de barba · 75 min · $19.000');
  // Wrapped, not cut: the whole text is drawn inside the bar, beside «Continuar».
  const cortado = await barra.evaluate(
    (p) => p.scrollWidth > p.clientWidth || p.scrollHeight > p.clientHeight,
  );
  expect(cortado).toBe(false);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeInViewport();
});
