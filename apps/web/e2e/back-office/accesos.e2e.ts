import { type Acceso, formatearFechaHora, type InvitacionCreada, ZONA_SANTIAGO } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { sinViolaciones } from '../support/axe';
import {
  ADMIN,
  abrirAdministracion,
  aceptarExito,
  DISPOSITIVOS,
  entrarComoAdmin,
  iniciarSesion,
  sinDesbordeHorizontal,
} from '../support/back-office';
import { expect, test } from '../support/fixtures';

test('the new invitation’s link is copied and the feedback lasts 4 seconds, not less and not more', async ({
  page,
  api,
}) => {
  const email = emailUnico('copiado');
  await iniciarSesion(page, ADMIN);
  // The page's clock, so the 4 seconds are measured without waiting for them.
  await page.clock.install();
  await abrirAdministracion(page, /^Accesos/, 'Accesos');
  await page.getByLabel('Correo').fill(email);
  await page.getByRole('button', { name: 'Dar acceso' }).click();
  await aceptarExito(page, 'Acceso creado correctamente');
  const acceso = (await api.pedir<Acceso[]>('GET', '/api/accesos')).find((a) => a.email === email);
  api.borrarAlTerminar(`/api/accesos/${acceso?._id}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole('button', { name: 'Copiar enlace' }).click();
  const aviso = page.getByRole('status').filter({ hasText: '✅ Enlace copiado!' });
  await expect(aviso).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^${new URL(page.url()).origin}/register\\?invitacion=[A-Za-z0-9_-]{43}$`),
  );
  // Spec 001 §9: the feedback lasts 4 seconds.
  await page.clock.runFor(3_900);
  await expect(aviso).toBeVisible();
  await page.clock.runFor(200);
  await expect(aviso).toBeHidden();
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`on a ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('each pending invitation says until when its link works, or that it expired', async ({
      page,
      api,
      relojDelServidor,
    }) => {
      const vigente = await api.pedir<InvitacionCreada>('POST', '/api/accesos', {
        email: emailUnico('vigente'),
        rol: 'barbero',
      });
      api.borrarAlTerminar(`/api/accesos/${vigente._id}`);
      // Given eight days ago, by the server's own clock (decision 054): its week has passed for real.
      relojDelServidor.en(new Date(Date.now() - 8 * 86_400_000));
      const vencida = await api.pedir<InvitacionCreada>('POST', '/api/accesos', {
        email: emailUnico('vencida'),
        rol: 'barbero',
      });
      relojDelServidor.real();
      api.borrarAlTerminar(`/api/accesos/${vencida._id}`);
      expect(Date.parse(vencida.expiraEn)).toBeLessThan(Date.now());
      await entrarComoAdmin(page, 'Accesos');
      const fila = (email: string) => page.getByRole('listitem').filter({ hasText: email });
      const hasta = formatearFechaHora(new Date(vigente.expiraEn), ZONA_SANTIAGO);
      expect(hasta).toMatch(/^\p{L}+, \d{1,2} de \p{L}+ de \d{4} a las ([01]\d|2[0-3]):[0-5]\d$/u);
      await expect(fila(vigente.email)).toContainText(`Enlace vigente hasta el ${hasta}.`);
      await expect(fila(vencida.email)).toContainText('Enlace vencido: envía un nuevo enlace.');
      await sinDesbordeHorizontal(page, dispositivo.ancho);
      await sinViolaciones(page);
    });
  });
}
