import type { Aviso } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import {
  aceptarExito,
  DISPOSITIVOS,
  eliminarDeLaLista,
  entrarComoAdmin,
  nuevaPagina,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { type Api, expect, sufijo, test } from '../support/fixtures';

/** Switching a notice on switches the shop's own off: put it back afterwards, whatever happens. */
async function devolverElAvisoDeLaTienda(api: Api) {
  const original = await api.pedir<Aviso | null>('GET', '/api/avisos/active');
  if (original) {
    api.alTerminar(() =>
      api.pedir('PUT', `/api/avisos/${original._id}`, {
        titulo: original.titulo,
        contenido: original.contenido,
        isActivo: true,
      }),
    );
  }
  return original;
}

test('the admin creates a notice and switches it on; clients see it in /agenda; the shop’s notice comes back after', async ({
  page,
  browser,
  api,
}) => {
  const aviso = `Aviso e2e ${sufijo()}`;
  const original = await devolverElAvisoDeLaTienda(api);

  await entrarComoAdmin(page, 'Avisos');
  await page.getByLabel('Título').fill(aviso);
  await page.getByLabel('Contenido').fill('Este sábado atendemos hasta las 18:00.');
  await page.getByRole('button', { name: 'Crear aviso' }).click();
  await aceptarExito(page, 'Aviso creado correctamente. Quedó inactivo');
  await api.borrarAlTerminarElCreado<Aviso>('/api/avisos', (a) => a.titulo === aviso);
  const interruptor = page.getByRole('switch', { name: `Activo: ${aviso}` });
  await expect(interruptor).toHaveAttribute('aria-checked', 'false');
  await interruptor.click();
  await expect(interruptor).toHaveAttribute('aria-checked', 'true');

  const cliente = await nuevaPagina(browser);
  await cliente.goto('/agenda');
  const modal = cliente.getByRole('dialog', { name: aviso });
  await expect(modal).toContainText('Este sábado atendemos hasta las 18:00.');
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(modal).toBeHidden();

  // Through the screen: the shop's notice on again, this one deleted.
  if (original) {
    await page.goto('/barbero/administrar/avisos');
    const suyo = page.getByRole('switch', { name: `Activo: ${original.titulo}` });
    await suyo.click();
    await expect(suyo).toHaveAttribute('aria-checked', 'true');
  }
  await eliminarDeLaLista(page, '/barbero/administrar/avisos', aviso, 'Eliminar aviso');
  expect((await api.pedir<Aviso | null>('GET', '/api/avisos/active'))?._id).toBe(original?._id);
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('«Crear y activar» creates the notice switched on and says so; «Crear aviso» says it stays inactive', async ({
      page,
      browser,
      api,
    }) => {
      const original = await devolverElAvisoDeLaTienda(api);
      const activo = `Aviso activo ${sufijo()}`;
      const inactivo = `Aviso inactivo ${sufijo()}`;
      await entrarComoAdmin(page, 'Avisos');
      await expect(page.getByText('«Crear aviso» lo guarda inactivo')).toBeVisible();
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      await page.getByLabel('Título').fill(activo);
      await page.getByLabel('Contenido').fill('Hoy cerramos a las 19:00.');
      await page.getByRole('button', { name: 'Crear y activar' }).click();
      const exito = page.getByRole('dialog', { name: '¡Listo!' });
      await expect(exito).toContainText(
        'Aviso creado y activado: los clientes lo verán al entrar a la agenda.',
      );
      if (original) await expect(exito).toContainText(`«${original.titulo}» quedó inactivo.`);
      await exito.getByRole('button', { name: 'Aceptar' }).click();
      await api.borrarAlTerminarElCreado<Aviso>('/api/avisos', (a) => a.titulo === activo);
      await expect(page.getByRole('switch', { name: `Activo: ${activo}` })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      expect((await api.pedir<Aviso | null>('GET', '/api/avisos/active'))?.titulo).toBe(activo);

      const cliente = await nuevaPagina(browser);
      await cliente.goto('/agenda');
      await expect(cliente.getByRole('dialog', { name: activo })).toContainText('Hoy cerramos a las 19:00.');
      // The client's window would cover the admin's, which the journey goes on with.
      await cliente.context().close();

      // The next one, with the plain button (the form is empty again): saved inactive, and the screen says so.
      await expect(page.getByLabel('Título')).toHaveValue('');
      await page.getByLabel('Título').fill(inactivo);
      await page.getByLabel('Contenido').fill('Borrador.');
      await page.getByRole('button', { name: 'Crear aviso' }).click();
      await aceptarExito(
        page,
        'Aviso creado correctamente. Quedó inactivo: los clientes no lo verán hasta que lo actives.',
      );
      await api.borrarAlTerminarElCreado<Aviso>('/api/avisos', (a) => a.titulo === inactivo);
      await expect(page.getByRole('switch', { name: `Activo: ${inactivo}` })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      expect((await api.pedir<Aviso | null>('GET', '/api/avisos/active'))?.titulo).toBe(activo);
    });
  });
}
