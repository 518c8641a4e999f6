import { expect, test } from '@playwright/test';

const ENTRADAS = ['Inicio', 'Agenda', 'Servicios', 'Galería', 'Ubicación', 'Tienda'];

test.describe('the slide-in menu on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a button announces it, opening moves focus in, Tab stays inside, Escape closes', async ({ page }) => {
    await page.goto('/');
    const boton = page.getByRole('button', { name: 'Menú' });
    const menu = page.getByRole('navigation', { name: 'Principal', includeHidden: true });
    await expect(boton).toHaveAttribute('aria-expanded', 'false');
    await expect(boton).toHaveAttribute('aria-controls', 'menu-principal');
    await expect(menu).toHaveAttribute('id', 'menu-principal');
    // Closed, the panel is out of the way for everyone: hidden, not in the tab order.
    await expect(menu.getByRole('link', { name: 'Tienda' })).toBeHidden();

    await boton.click();
    await expect(boton).toHaveAttribute('aria-expanded', 'true');
    for (const entrada of ENTRADAS) await expect(menu.getByRole('link', { name: entrada })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeFocused();

    // Tab walks the six entries, then comes back to the button, never to the page behind.
    for (const entrada of ENTRADAS.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: entrada })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(boton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Tienda' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(boton).toHaveAttribute('aria-expanded', 'false');
    await expect(boton).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Tienda' })).toBeHidden();
  });

  test('choosing an entry goes there, closes the menu and starts at the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    const boton = page.getByRole('button', { name: 'Menú' });
    await boton.click();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Servicios' })
      .click();
    await expect(page).toHaveURL(/\/servicios$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Servicios' })).toBeVisible();
    await expect(boton).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the backdrop closes it too', async ({ page }) => {
    await page.goto('/tienda');
    const boton = page.getByRole('button', { name: 'Menú' });
    await boton.click();
    await page.mouse.click(20, 400);
    await expect(boton).toHaveAttribute('aria-expanded', 'false');
  });
});

test('on a large screen the entries sit in the header and the current page is marked', async ({ page }) => {
  await page.goto('/galeria');
  await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Principal' });
  for (const entrada of ENTRADAS) await expect(menu.getByRole('link', { name: entrada })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Galería' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current', 'page');
});

test('keyboard only: skip link, menu, the shop and its modal', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const saltar = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(saltar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#contenido')).toBeFocused();

  await page.goto('/');
  // Skip link, brand, then the six entries in order: Tienda is the eighth stop.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tienda$/);
  // The home's carousel has a «Cera mate» button too: wait until the shop has replaced the home.
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Productos para tu pelo y tu barba' })).toHaveCount(0);
  const producto = page.getByRole('button', { name: 'Cera mate' });
  await producto.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Cera mate' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(producto).toBeFocused();
});
