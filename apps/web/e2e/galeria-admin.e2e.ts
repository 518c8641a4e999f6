import type { FotoGaleria } from '@barberia/shared';
import type { Page } from '@playwright/test';
import { sinViolaciones } from './support/axe';
import {
  abrirAdministracion,
  aceptarExito,
  DISPOSITIVOS,
  entrarComoAdmin,
  pngDePrueba,
  sinDesbordeHorizontal,
} from './support/back-office';
import { expect, sufijo, test } from './support/fixtures';

/** /galeria resizes a new photo on its first view: on a busy machine the server may shed that load once. */
async function abrirGaleria(page: Page) {
  await expect(async () => {
    expect((await page.goto('/galeria'))?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
}

/** The gallery's editor (issue 25), on a phone and a laptop; the public /galeria follows on its next view. */
for (const dispositivo of DISPOSITIVOS) {
  test.describe(`the admin's gallery on ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('uploads a photo with its alt text, moves it up, sees it on /galeria, and deletes it', async ({
      page,
      api,
    }) => {
      const alt = `Degradado e2e ${sufijo()}`;
      // Whatever happens, the demo's 29 photos are left as they were for the other journeys.
      api.alTerminar(async () => {
        const foto = (await api.pedir<FotoGaleria[]>('GET', '/api/galeria')).find((f) => f.alt === alt);
        if (foto) await api.pedir('DELETE', `/api/galeria/${foto._id}`);
      });
      await entrarComoAdmin(page, 'Galería');
      await expect(page.getByRole('article')).toHaveCount(29);
      await sinViolaciones(page);
      await sinDesbordeHorizontal(page, dispositivo.ancho);

      // Without its text the photo is refused beside the field, in Spanish.
      const panel = page.getByRole('region', { name: 'Agregar una foto' });
      await panel.getByLabel('Imagen').setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: pngDePrueba(64),
      });
      await panel.getByRole('button', { name: 'Agregar a la galería' }).click();
      await expect(panel.getByText('El texto alternativo es obligatorio.')).toBeVisible();
      await panel.getByLabel('Texto alternativo').fill(alt);
      await panel.getByRole('button', { name: 'Agregar a la galería' }).click();
      await aceptarExito(page, 'Foto agregada al final de la galería.');

      const nueva = page.getByRole('article', { name: `Foto 30 de 30: ${alt}` });
      await expect(nueva).toBeVisible();
      // «Subir» from the keyboard: one place up, announced.
      await nueva.getByRole('button', { name: /^Subir la foto 30/ }).focus();
      const guardado = () => page.waitForResponse((r) => r.url().endsWith('/api/galeria/orden') && r.ok());
      let orden = guardado();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('article', { name: `Foto 29 de 30: ${alt}` })).toBeVisible();
      await orden;
      await expect(
        page.getByRole('status').filter({ hasText: 'Foto movida a la posición 29 de 30.' }),
      ).toBeAttached();
      // With a mouse it is dragged: onto the photo before it, it takes that place.
      let lugar = 29;
      if (dispositivo.nombre === 'laptop') {
        orden = guardado();
        await page
          .getByRole('article', { name: `Foto 29 de 30: ${alt}` })
          .dragTo(page.getByRole('article', { name: /^Foto 28 de 30/ }));
        lugar = 28;
        await expect(page.getByRole('article', { name: `Foto 28 de 30: ${alt}` })).toBeVisible();
        await orden;
      }
      await page.reload();
      await expect(page.getByRole('article', { name: `Foto ${lugar} de 30: ${alt}` })).toBeVisible();

      await abrirGaleria(page);
      const fotos = page.locator('.galeria__foto');
      await expect(fotos).toHaveCount(30);
      await expect(fotos.nth(lugar - 1).getByRole('img', { name: alt })).toBeAttached();

      await abrirAdministracion(page, /^Galería/, 'Galería');
      await page
        .getByRole('article', { name: `Foto ${lugar} de 30: ${alt}` })
        .getByRole('button', { name: /^Eliminar/ })
        .click();
      await page
        .getByRole('alertdialog', { name: '¿Eliminar esta foto?' })
        .getByRole('button', { name: 'Eliminar foto' })
        .click();
      await aceptarExito(page, 'Foto eliminada de la galería.');
      await expect(page.getByRole('article')).toHaveCount(29);
      await abrirGaleria(page);
      await expect(page.locator('.galeria__foto')).toHaveCount(29);
    });
  });
}
