import { ADMIN, iniciarSesion } from './support/back-office';
import { expect, test } from './support/fixtures';
import { soloLaRuta } from './support/rutas';

/**
 * Decision 046: a server too busy to answer the profile (the load-shedding 503 of a Sunday rush) does not
 * log the barber out. The page says so and offers to try again; once the server answers, they are in.
 */
test('a busy server keeps the session: «Reintentar» instead of /login, and the area once it answers', async ({
  page,
}) => {
  await iniciarSesion(page, ADMIN);
  let ocupado = true;
  let pedidos = 0;
  const perfil = soloLaRuta('/api/auth/perfil');
  await page.route(perfil, async (route) => {
    pedidos++;
    if (!ocupado) return route.continue();
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ msg: 'El servidor está ocupado.', code: 'SERVIDOR_SOBRECARGADO' }),
    });
  });
  await page.reload();
  const aviso = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tu sesión' });
  // Asked four times in all (1 + 3 retries over 7 s), then said.
  await expect(aviso).toBeVisible({ timeout: 20_000 });
  expect(pedidos).toBe(4);
  await expect(page).toHaveURL(/\/barbero$/);
  ocupado = false;
  await aviso.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio Barbero' })).toBeVisible();
  // A refused token still ends it: the session goes, and /login is where the page goes.
  await page.unroute(perfil);
  await page.route(perfil, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ msg: 'No.' }) }),
  );
  await page.route(soloLaRuta('/api/auth/refresh'), (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ msg: 'No.' }) }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
