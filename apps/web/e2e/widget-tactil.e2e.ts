import { expect, type Page, test } from '@playwright/test';
import { capturarAperturas, ultimaApertura } from './support/widget';

// A phone: touches, not a mouse. The playground's examples are the ones a site copies.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const AHORA = new Date('2026-11-23T12:00:00-03:00');
const ESTILOS = ['default', '3d', 'flat', 'round', 'neumorphism', 'text', 'date'];
const LISTAS = ['dropdown', 'dropdown-static', 'dropup-static', 'overlay'];

async function abrirPlayground(page: Page) {
  await capturarAperturas(page);
  await page.clock.install({ time: AHORA });
  await page.goto('/widget');
  await expect(page.locator('add-to-calendar-button:not([atcb-last-event])')).toHaveCount(0);
}

/**
 * Issue 42, item 6: on a touch screen the tap's compatibility `mouseenter` opened a hover list and its
 * click, a few ms later, closed it again. The list a tap opens must stay for the next tap to choose in it.
 */
test('a tap opens the list of every button and list style, and a second tap chooses a calendar', async ({
  page,
}) => {
  await abrirPlayground(page);
  const ejemplos = [
    ...ESTILOS.flatMap((e) => [`estilo-${e}-claro`, `estilo-${e}-oscuro`]),
    ...LISTAS.map((l) => `lista-${l}`),
  ];
  for (const id of ejemplos) {
    const widget = page.locator(`#${id} add-to-calendar-button`);
    const boton = widget.locator('.atcb-button').first();
    await boton.tap();
    await expect(boton, id).toHaveAttribute('aria-expanded', 'true');
    await widget.getByRole('menuitem', { name: 'Google' }).tap();
    expect((await ultimaApertura(page)).hostname, id).toBe('calendar.google.com');
    await expect(boton, id).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a tap on a hover button opens it as a click does: the tap beside it closes it, not a finger moving', async ({
  page,
}) => {
  await abrirPlayground(page);
  const widget = page.locator('#estilo-default-claro add-to-calendar-button');
  const boton = widget.locator('.atcb-button').first();
  const aperturas: string[] = [];
  await page.exposeFunction('registrarApertura', (como: string) => aperturas.push(como));
  await widget.evaluate((el) =>
    el.addEventListener('openList', (e) =>
      (window as unknown as { registrarApertura: (c: string) => void }).registrarApertura(
        (e as CustomEvent<{ trigger: string }>).detail.trigger,
      ),
    ),
  );
  await boton.tap();
  await expect(widget.getByRole('menu')).toBeVisible();
  // Focus in the list, as after a click: a keyboard attached to the phone can walk it.
  await expect(widget.getByRole('menuitem').first()).toBeFocused();
  expect(aperturas).toEqual(['click']);
  await page.touchscreen.tap(5, 5);
  await expect(widget.getByRole('menu')).toBeHidden();
});
