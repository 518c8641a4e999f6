import type { HoraDeHoy, HoyBarbero } from '@barberia/shared';
import { sinViolaciones } from '../support/axe';
import { BARBERO, DISPOSITIVOS, diaSantiago, iniciarSesion } from '../support/back-office';
import { expect, test } from '../support/fixtures';

const [telefono] = DISPOSITIVOS;
test.use(telefono.uso);

/**
 * Issue 24, «No-show records», on a phone: after an hour, «Hoy» asks «¿Vino …?» with two buttons and one
 * tap marks it. The journey's server runs on the real clock and takes no booking in the past, so «Hoy»'s
 * answer is staged here with an hour that ended ten minutes ago (the API's rules, its window and its
 * records are proved in test/api/inasistencias.test.ts); the tap's request is the real one.
 */
test('«¿Vino …?» after the hour: one tap marks «No asistió», pressed; an hour still to come asks nothing', async ({
  page,
}) => {
  const ahora = Date.now();
  const hora = (id: string, nombre: string, inicio: number): HoraDeHoy => ({
    _id: id,
    dia: diaSantiago(0),
    horaInicio: '10:00',
    horaFin: '10:45',
    inicio: new Date(inicio).toISOString(),
    fin: new Date(inicio + 45 * 60_000).toISOString(),
    nombre,
    email: `${id}@correo.cl`,
    telefono: null,
    servicio: 'Corte de pelo',
    confirmada: false,
    asistencia: null,
  });
  const pasada = hora('00000000-0000-4000-8000-000000000001', 'Ana Soto', ahora - 55 * 60_000);
  const futura = hora('00000000-0000-4000-8000-000000000002', 'Luis Pérez', ahora + 60 * 60_000);
  let marca: HoraDeHoy['asistencia'] = null;
  const cuerpos: unknown[] = [];
  await page.route(/\/api\/users\/[^/]+\/hoy$/, (ruta) =>
    ruta.fulfill({
      json: {
        hoy: diaSantiago(0),
        manana: diaSantiago(1),
        horas: [{ ...pasada, asistencia: marca }, futura],
      } satisfies HoyBarbero,
    }),
  );
  await page.route(`**/api/horas-agendadas/${pasada._id}/asistencia`, (ruta) => {
    const cuerpo = ruta.request().postDataJSON() as { asistencia: HoraDeHoy['asistencia'] };
    cuerpos.push(cuerpo);
    marca = cuerpo.asistencia;
    return ruta.fulfill({ json: { msg: 'Ana Soto no vino a su hora.', asistencia: marca } });
  });

  await iniciarSesion(page, BARBERO);
  const seccionHoy = page.getByRole('region', { name: /^Hoy/ });
  const deAna = seccionHoy.getByRole('listitem').filter({ hasText: 'Ana Soto' });
  const preguntas = deAna.getByRole('group', { name: '¿Vino Ana Soto?' });
  await expect(preguntas).toBeVisible();
  await expect(
    seccionHoy.getByRole('listitem').filter({ hasText: 'Luis Pérez' }).getByRole('group'),
  ).toHaveCount(0);
  await sinViolaciones(page);

  await preguntas.getByRole('button', { name: 'No asistió' }).click();
  await expect(
    deAna.getByRole('group', { name: 'Marcaste: No asistió' }).getByRole('button', { name: 'No asistió' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(cuerpos).toEqual([{ asistencia: 'NO_ASISTIO' }]);
  await sinViolaciones(page);
});
