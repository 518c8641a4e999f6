import { instanteDe, type ResenaAdmin, ZONA_SANTIAGO } from '@barberia/shared';
import { agendarHora, emailUnico, reservaQueLlega } from './support/agenda';
import { sinViolaciones } from './support/axe';
import { DISPOSITIVOS, entrarComoAdmin } from './support/back-office';
import { expect, test } from './support/fixtures';

/**
 * Reviews (issue 25), on a real booking. Before its visit ends the link says when a review can be written;
 * then the server's clock is moved past the end (decision 054), the client asks for their hours' link as the
 * site offers («Ver Horas»: a proof of the address, which covers that visit) and writes the review the server
 * takes. The single review per booking and the review mail's own proof are API tests
 * (apps/server/test/api/resenas.test.ts).
 */
test.describe('a client on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the review link says when the review can be written; once the visit has ended, it is written', async ({
    page,
    request,
    smtp,
    relojDelServidor,
  }) => {
    const email = emailUnico('resena');
    const reserva = reservaQueLlega(page);
    const hora = await agendarHora(page, { email, nombre: 'Rosa Pérez' });
    const { fecha, horaAgendada, tokenCliente } = await reserva;
    // The link as the mail writes it; the booking's own proof covers this hour as the mailed one does.
    await page.goto(`/agenda/resena/${horaAgendada._id}#token=${tokenCliente}`);
    // The proof leaves the address bar at once.
    await expect(page).toHaveURL(new RegExp(`/agenda/resena/${horaAgendada._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: '¿Cómo te fue?' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `a las ${hora.horaInicio} (Corte de pelo con Diego) todavía no termina. Podrás dejar tu reseña cuando termine tu hora.`,
    );
    await expect(page.getByRole('button', { name: 'Enviar reseña' })).toHaveCount(0);
    await sinViolaciones(page);

    // A minute after the visit, by the server's clock. The booking's proof ended with the hour: the client
    // asks for their hours' link, which proves the address.
    const dia = fecha.fecha.slice(0, 10);
    relojDelServidor.en(new Date(instanteDe(dia, horaAgendada.horaFin, ZONA_SANTIAGO).getTime() + 60_000));
    const pedido = await request.post('/api/fechas/enlace-horas-agendadas', { data: { email } });
    expect(pedido.ok(), await pedido.text()).toBe(true);
    let token = '';
    await expect
      .poll(
        () => {
          const correo = smtp.para(email).findLast((c) => /Tus horas en/.test(c.asunto));
          token = /\/agenda\/cancelar\/\S+#token=(\S+)/.exec(correo?.texto ?? '')?.[1] ?? '';
          return token;
        },
        { timeout: 15_000 },
      )
      .not.toBe('');
    await page.goto(`/agenda/resena/${horaAgendada._id}#token=${token}`);
    const enviar = page.getByRole('button', { name: 'Enviar reseña' });
    await enviar.click();
    // The title asks, the stars answer: «¿Cómo te fue?» once on the page (issue 42).
    await expect(page.getByText('¿Cómo te fue?')).toHaveCount(1);
    const estrellas = page.getByRole('group', { name: 'Tu calificación' });
    await expect(estrellas).toHaveAccessibleDescription('Elige de 1 a 5 estrellas.');
    await estrellas.getByRole('radio', { name: /^4 estrellas/ }).check();
    await expect(estrellas).toContainText('Muy buena');
    await page.getByLabel('Comentario (opcional)').fill('Muy buen corte.');
    await sinViolaciones(page);
    await enviar.click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      '¡Gracias por tu reseña! La publicaremos en el sitio cuando la revisemos.',
    );
    await sinViolaciones(page);
  });
});

for (const dispositivo of DISPOSITIVOS) {
  test.describe(`the admin on ${dispositivo.nombre}`, () => {
    test.use(dispositivo.uso);

    test('hides a review and answers another: the home page follows at once', async ({ page, api }) => {
      const todas = await api.pedir<ResenaAdmin[]>('GET', '/api/resenas/todas');
      const joaquin = todas.find((r) => r.nombre === 'Joaquín P.');
      const felipe = todas.find((r) => r.nombre === 'Felipe C.');
      expect(joaquin && felipe).toBeTruthy();
      // Left as the demo seeded them, for the next journey on this server.
      api.alTerminar(async () => {
        for (const r of [joaquin, felipe])
          await api.pedir('PUT', `/api/resenas/${r?._id}`, { estado: 'PUBLICADA', respuesta: null });
      });

      await entrarComoAdmin(page, 'Reseñas');
      const tarjeta = (nombre: string) => page.getByRole('article').filter({ hasText: nombre });
      await expect(tarjeta('Joaquín P.')).toContainText('Demo: no es de un cliente real');
      await expect(tarjeta('Joaquín P.')).toContainText('Publicada en el sitio');
      // The card's title is the name alone, the stars beside it: no «Felipe C. ·» left when they wrap (issue 42).
      await expect(tarjeta('Felipe C.').getByRole('heading', { level: 3 })).toHaveText('Felipe C.');
      await expect(tarjeta('Felipe C.').getByRole('img', { name: /de 5 estrellas/ })).toBeVisible();
      await sinViolaciones(page);

      await tarjeta('Joaquín P.').getByRole('button', { name: 'Ocultar' }).click();
      await expect(tarjeta('Joaquín P.').getByRole('status')).toHaveText(
        'Reseña oculta: ya no se ve en el sitio.',
      );
      await expect(tarjeta('Joaquín P.')).toContainText('Oculta: no se ve en el sitio');

      await tarjeta('Felipe C.')
        .getByLabel('Respuesta pública (opcional)')
        .fill('¡Gracias, Felipe! Los esperamos.');
      await tarjeta('Felipe C.').getByRole('button', { name: 'Guardar respuesta' }).click();
      await expect(tarjeta('Felipe C.').getByRole('status')).toHaveText(
        'Respuesta guardada: se ve bajo la reseña en el sitio.',
      );

      await page.goto('/');
      const resenas = page.getByRole('region', { name: 'Lo que dicen nuestros clientes' });
      await resenas.scrollIntoViewIfNeeded();
      await expect(resenas).toContainText('3 reseñas');
      // (5 + 5 + 4) / 3, to one decimal as es-CL writes it.
      await expect(resenas).toContainText('4,7 de 5');
      await expect(resenas).not.toContainText('Joaquín P.');
      await expect(resenas.getByRole('listitem').filter({ hasText: 'Felipe C.' })).toContainText(
        'Respuesta de la barbería: ¡Gracias, Felipe! Los esperamos.',
      );
    });
  });
}
