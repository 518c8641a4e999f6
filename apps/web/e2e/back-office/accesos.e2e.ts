import type { Acceso } from '@barberia/shared';
import { emailUnico } from '../support/agenda';
import { ADMIN, abrirAdministracion, aceptarExito, iniciarSesion } from '../support/back-office';
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
