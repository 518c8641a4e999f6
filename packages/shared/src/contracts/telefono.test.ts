import completo from 'libphonenumber-js/metadata.min';
import { describe, expect, it } from 'vitest';
import { formatearTelefono } from '../domain/telefono.js';
import { agregarHoraAgendadaInput } from './fechas.js';
import { METADATOS_CHILE } from './metadatos-telefono-chile.js';
import { MENSAJE_TELEFONO_INVALIDO, telefonoSchema } from './telefono.js';

describe('telefonoSchema (decision 030)', () => {
  it.each([
    ['+56 9 1234 5678', '+56912345678'],
    ['+56912345678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['9 1234 5678', '+56912345678'],
    ['9-8765-4321', '+56987654321'],
    ['(9) 8765 4321', '+56987654321'],
    ['56 9 8765 4321', '+56987654321'],
    ['0056 9 8765 4321', '+56987654321'],
    ['  +56 9 1234 5678  ', '+56912345678'],
  ])('%j → %s (E.164)', (escrito, e164) => {
    expect(telefonoSchema.parse(escrito)).toBe(e164);
  });

  it.each([undefined, null, '', '   '])('%j means no phone: null', (vacio) => {
    expect(telefonoSchema.parse(vacio)).toBeNull();
  });

  it.each([
    ['a Santiago landline', '+56 2 2123 4567'],
    ['a landline without prefix', '221234567'],
    ['eight digits (the old mobile format)', '81234567'],
    ['a digit short', '+56 9 1234 567'],
    ['a digit too many', '+56 9 1234 56789'],
    ['a US number', '+1 202 555 0143'],
    ['an Argentine mobile', '+54 9 11 1234 5678'],
    ['letters', 'nueve uno dos'],
    ['a number, not text', 912345678],
    ['an object', { numero: '912345678' }],
    ['too long to be a phone', `9 1234 5678${' '.repeat(40)}x`],
  ])('refuses %s in Spanish', (_, valor) => {
    const r = telefonoSchema.safeParse(valor);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MENSAJE_TELEFONO_INVALIDO);
  });

  it('is optional in a booking, and its message points at the field', () => {
    const reserva = {
      horaInicio: '11:00',
      horaFin: '11:45',
      nombre: 'Ana',
      email: 'ana@correo.cl',
      servicio: 'Corte de pelo',
    };
    expect(agregarHoraAgendadaInput.parse(reserva).telefono).toBeNull();
    expect(agregarHoraAgendadaInput.parse({ ...reserva, telefono: '9 1234 5678' }).telefono).toBe(
      '+56912345678',
    );
    const mal = agregarHoraAgendadaInput.safeParse({ ...reserva, telefono: '22123' });
    expect(mal.error?.issues).toEqual([
      expect.objectContaining({ path: ['telefono'], message: MENSAJE_TELEFONO_INVALIDO }),
    ]);
  });

  it('formatearTelefono shows a stored mobile as people read it, anything else as stored', () => {
    expect(formatearTelefono('+56912345678')).toBe('+56 9 1234 5678');
    expect(formatearTelefono('+12025550143')).toBe('+12025550143');
  });
});

describe('metadatos-telefono-chile (issue 42)', () => {
  it("is Chile's entry of the installed libphonenumber-js's metadata.min.json: regenerate it when an update changes it", () => {
    expect(METADATOS_CHILE).toEqual({
      version: completo.version,
      country_calling_codes: { 56: ['CL'] },
      countries: { CL: completo.countries.CL },
      nonGeographic: {},
    });
  });
});
