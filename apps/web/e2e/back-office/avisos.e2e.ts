import type { Aviso } from '@barberia/shared';
import { aceptarExito, eliminarDeLaLista, entrarComoAdmin, nuevaPagina } from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the admin creates a notice and switches it on; clients see it in /agenda; the shop’s notice comes back after', async ({
  page,
  browser,
  api,
}) => {
  const aviso = `Aviso e2e ${sufijo()}`;
  // Switching a notice on switches the shop's own off: put it back afterwards, whatever happens.
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

  await entrarComoAdmin(page, 'Avisos');
  await page.getByLabel('Título').fill(aviso);
  await page.getByLabel('Contenido').fill('Este sábado atendemos hasta las 18:00.');
  await page.getByRole('button', { name: 'Crear aviso' }).click();
  await aceptarExito(page, 'Aviso creado correctamente');
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
