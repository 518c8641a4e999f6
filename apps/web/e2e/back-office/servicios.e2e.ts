import type { Servicio } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import {
  aceptarExito,
  BARBERO,
  DISPOSITIVOS,
  eliminarDeLaLista,
  entrarComoAdmin,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { expect, sufijo, test } from '../support/fixtures';

test('the admin creates a service of a type, edits its price (cancel leaves it untouched) and deletes it', async ({
  page,
  api,
  tipoServicio,
}) => {
  const servicio = `Masaje capilar ${sufijo()}`;
  await entrarComoAdmin(page, 'Servicios');

  await page.getByLabel('Servicio', { exact: true }).fill(servicio);
  await page.getByLabel('Tipo').selectOption({ label: tipoServicio.nombre });
  await page.getByLabel('Precio (CLP)').fill('15000');
  await page.getByLabel('Duración (min)').fill('30');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await aceptarExito(page, 'Servicio creado correctamente');
  await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
  const tarjeta = page.getByRole('article', { name: servicio });
  await expect(tarjeta).toContainText('$15.000');
  await expect(tarjeta).toContainText(tipoServicio.nombre);

  // Editing fills the form with the service; cancelling leaves it untouched, saving changes it.
  await tarjeta.getByRole('button', { name: `Editar ${servicio}` }).click();
  await expect(page.getByLabel('Precio (CLP)')).toHaveValue('15000');
  await page.getByRole('button', { name: 'Cancelar edición' }).click();
  await expect(page.getByLabel('Servicio', { exact: true })).toHaveValue('');
  await tarjeta.getByRole('button', { name: `Editar ${servicio}` }).click();
  await page.getByLabel('Precio (CLP)').fill('16000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await aceptarExito(page, 'Servicio actualizado correctamente');
  await expect(tarjeta).toContainText('$16.000');
  await expect(page.getByRole('button', { name: 'Crear servicio' })).toBeVisible();

  await eliminarDeLaLista(page, '/barbero/administrar/servicios', servicio, 'Eliminar servicio');
  const despues = await api.pedir<Servicio[]>('GET', '/api/servicios');
  expect(despues.map((s) => s.servicio)).not.toContain(servicio);
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('the service form assigns its barbers; each card says whether clients can book it, and with whom', async ({
      page,
      api,
    }) => {
      const servicio = `Perfilado ${sufijo()}`;
      const ofrecidoPorDiego = async () =>
        (
          await api.pedir<{ nombre: string; servicios: Servicio[] }[]>(
            'GET',
            '/api/servicios/obtener-servicios',
          )
        )
          .find((b) => b.nombre === BARBERO.nombre)
          ?.servicios.some((s) => s.servicio === servicio);
      await entrarComoAdmin(page, 'Servicios');
      const barberos = page.getByRole('group', { name: 'Barberos que lo realizan' });
      await expect(barberos).toContainText(
        'Los clientes solo ven un servicio cuando al menos un barbero activo lo realiza.',
      );
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);

      await page.getByLabel('Servicio', { exact: true }).fill(servicio);
      await page.getByLabel('Precio (CLP)').fill('9000');
      await page.getByLabel('Duración (min)').fill('20');
      await barberos.getByRole('checkbox', { name: BARBERO.nombre }).check();
      await page.getByRole('button', { name: 'Crear servicio' }).click();
      await aceptarExito(
        page,
        `Servicio creado correctamente. Los clientes ya pueden agendarlo con ${BARBERO.nombre}.`,
      );
      await api.borrarAlTerminarElCreado<Servicio>('/api/servicios', (s) => s.servicio === servicio);
      const tarjeta = page.getByRole('article', { name: servicio });
      await expect(tarjeta).toContainText(`Lo realiza: ${BARBERO.nombre}.`);
      expect(await ofrecidoPorDiego()).toBe(true);
      // The form is empty again: nobody is ticked for the next service.
      await expect(barberos.getByRole('checkbox', { name: BARBERO.nombre })).not.toBeChecked();

      // Editing shows who performs it; unticking the only barber hides it from clients, and the card says so.
      await tarjeta.getByRole('button', { name: `Editar ${servicio}` }).click();
      await expect(barberos.getByRole('checkbox', { name: BARBERO.nombre })).toBeChecked();
      await barberos.getByRole('checkbox', { name: BARBERO.nombre }).uncheck();
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await aceptarExito(page, 'Servicio actualizado correctamente');
      await expect(tarjeta).toContainText('Los clientes no lo ven: ningún barbero activo lo realiza.');
      expect(await ofrecidoPorDiego()).toBeFalsy();
      await sinViolaciones(page);
    });
  });
}
