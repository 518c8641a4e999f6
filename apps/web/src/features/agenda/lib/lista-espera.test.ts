import { CUALQUIERA, ZONA_SANTIAGO } from '@barberia/shared';
import { unirseListaEsperaInput } from '@barberia/shared/contracts';
import { describe, expect, it } from 'vitest';
import { AGENDAR_INFO_VACIA } from './agendar-info';
import { datosDeListaEspera, errorGeneral, textoDelante, textoDeOferta } from './lista-espera';

const FECHA_ID = '0f3c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const contacto = { nombre: '@cliente', email: 'cliente@correo.cl' };

describe('datosDeListaEspera', () => {
  it('sends the spec booking’s fields only: no add-ons nor barber when there are none', () => {
    const info = { ...AGENDAR_INFO_VACIA, servicio: 'Corte de pelo', barberoId: 'b1' };
    const datos = datosDeListaEspera(info, FECHA_ID, contacto);
    expect(datos).toEqual({ fechaId: FECHA_ID, servicio: 'Corte de pelo', ...contacto });
    expect(unirseListaEsperaInput.safeParse(datos).success).toBe(true);
  });

  it('sends the add-ons by id and «Cualquiera» as the booking does', () => {
    const info = {
      ...AGENDAR_INFO_VACIA,
      servicio: 'Corte de pelo',
      barberoId: CUALQUIERA,
      serviciosAdicionales: [{ _id: 'a1', servicio: 'Barba', precio: 5000, duracion: 15 }],
    };
    expect(datosDeListaEspera(info, FECHA_ID, contacto)).toEqual({
      fechaId: FECHA_ID,
      servicio: 'Corte de pelo',
      serviciosAdicionales: ['a1'],
      barbero: CUALQUIERA,
      ...contacto,
    });
  });

  it('sends a typed phone, and the WhatsApp consent only beside one', () => {
    const info = { ...AGENDAR_INFO_VACIA, servicio: 'Corte de pelo', barberoId: 'b1' };
    const conTelefono = datosDeListaEspera(info, FECHA_ID, {
      ...contacto,
      telefono: ' 9 8765 4321 ',
      consentimientoWhatsapp: true,
    });
    expect(conTelefono).toMatchObject({ telefono: '9 8765 4321', consentimientoWhatsapp: true });
    expect(unirseListaEsperaInput.parse(conTelefono).telefono).toBe('+56987654321');
    const sinTelefono = datosDeListaEspera(info, FECHA_ID, {
      ...contacto,
      telefono: '  ',
      consentimientoWhatsapp: true,
    });
    expect(sinTelefono).not.toHaveProperty('telefono');
    expect(sinTelefono).not.toHaveProperty('consentimientoWhatsapp');
  });
});

describe('errorGeneral', () => {
  it('is the first message about a field the form does not show', () => {
    expect(errorGeneral({ nombre: 'n', servicio: 'El servicio es obligatorio.' }, ['nombre', 'email'])).toBe(
      'El servicio es obligatorio.',
    );
    expect(errorGeneral({ nombre: 'n', email: 'e' }, ['nombre', 'email'])).toBeUndefined();
    expect(errorGeneral({ '': 'Algo general.' }, ['nombre'])).toBe('Algo general.');
  });
});

describe('textoDelante', () => {
  it.each([
    [0, 'Eres la primera persona de la lista.'],
    [1, '1 persona antes que tú.'],
    [4, '4 personas antes que tú.'],
  ])('%i ahead', (n, texto) => expect(textoDelante(n)).toBe(texto));
});

describe('textoDeOferta', () => {
  const entrada = { dia: '2026-01-15', servicio: 'Corte de pelo + Barba' };
  it.each([
    // Summer (UTC−3) and winter (UTC−4): the deadline is Santiago's wall clock either way.
    ['2026-01-15', '2026-01-15T14:20:00.000Z', 'Jueves, 15 de enero', '11:20'],
    ['2026-07-15', '2026-07-15T14:20:00.000Z', 'Miércoles, 15 de julio', '10:20'],
    // The night Santiago turns its clocks back (2026-04-04 24:00 → 23:00): 03:30 UTC is the second 23:30 of the 4th.
    ['2026-04-04', '2026-04-05T03:30:00.000Z', 'Sábado, 4 de abril', '23:30'],
  ])('%s, held until %s', (dia, venceEn, diaLargo, hasta) => {
    expect(
      textoDeOferta({ ...entrada, dia }, { horaInicio: '11:00', barbero: 'Tomás', venceEn }, ZONA_SANTIAGO),
    ).toBe(`${diaLargo} a las 11:00 con Tomás (Corte de pelo + Barba). Te la guardamos hasta las ${hasta}.`);
  });
});
