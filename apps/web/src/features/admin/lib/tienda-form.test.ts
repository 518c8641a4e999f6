import { TIENDA_PREDETERMINADA, tiendaSchema } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { validarFormulario } from '../../../lib/validar-formulario';
import { campoParrafo, parrafosSinUno, tiendaDeValores, valorAbierto, valoresDeTienda } from './tienda-form';

const valores = valoresDeTienda(TIENDA_PREDETERMINADA);
const validar = (cambios: Record<string, string>, parrafos = 2) =>
  validarFormulario(tiendaSchema, tiendaDeValores({ ...valores, ...cambios }, parrafos), 'ruta');

describe('the «Datos de la barbería» form', () => {
  it('gives back the stored record untouched, the WhatsApp shown as people read it', () => {
    expect(valores.whatsappNumero).toBe('+56 9 8765 4321');
    expect(valores['horario.6.abierto']).toBe('');
    expect(valores['horario.0.abierto']).toBe('si');
    expect(valores[campoParrafo(2)]).toBe('');
    expect(validar({})).toEqual({ ok: true, datos: TIENDA_PREDETERMINADA });
  });

  it('takes the WhatsApp written any Chilean way, decimals with a comma, and Sunday opened', () => {
    const resultado = validar({
      nombre: '  Barbería Los Pajaritos ',
      whatsappNumero: '9 1234 5678',
      'geo.lat': '-33,5',
      'horario.6.abierto': valorAbierto(true),
      'horario.6.abre': '10:00',
      'horario.6.cierra': '14:00',
    });
    expect(resultado.ok).toBe(true);
    if (!resultado.ok) return;
    expect(resultado.datos).toMatchObject({
      nombre: 'Barbería Los Pajaritos',
      whatsappNumero: '+56912345678',
      geo: { lat: -33.5 },
    });
    expect(resultado.datos.horario[6]).toEqual({ abierto: true, abre: '10:00', cierra: '14:00' });
  });

  it("puts each of the schema's Spanish messages under its own input", () => {
    const resultado = validar({
      'direccion.calle': ' ',
      'geo.lng': '',
      whatsappNumero: '2 2345 6789',
      'redes.tiktok': 'tiktok.com/@barberia',
      'horario.6.abierto': valorAbierto(true),
      'horario.6.abre': '14:00',
      'horario.6.cierra': '10:00',
      [campoParrafo(1)]: '',
    });
    expect(resultado).toEqual({
      ok: false,
      errores: {
        'direccion.calle': 'La calle y número es obligatorio.',
        'geo.lng': 'La longitud debe ser un número.',
        whatsappNumero:
          'El teléfono debe ser un celular chileno de 9 dígitos que empiece con 9, por ejemplo +56 9 1234 5678.',
        'redes.tiktok': 'El enlace de TikTok debe ser una dirección que empiece con https://.',
        'horario.6.cierra': 'La hora de cierre debe ser posterior a la de apertura.',
        'sobreNosotros.parrafos.1': 'Cada párrafo es obligatorio.',
      },
    });
  });

  it("does not check a closed day's hours against each other (they wait for it to open again)", () => {
    expect(validar({ 'horario.6.abre': '14:00', 'horario.6.cierra': '10:00' }).ok).toBe(true);
  });

  it('sends only the paragraphs shown; removing one moves the next ones up', () => {
    const cuatro = { ...valores, [campoParrafo(2)]: 'Tres', [campoParrafo(3)]: 'Cuatro' };
    expect(tiendaDeValores(cuatro, 1).sobreNosotros.parrafos).toEqual([
      TIENDA_PREDETERMINADA.sobreNosotros.parrafos[0],
    ]);
    expect(parrafosSinUno(cuatro, 4, 1)).toEqual([
      [campoParrafo(1), 'Tres'],
      [campoParrafo(2), 'Cuatro'],
      [campoParrafo(3), ''],
    ]);
    expect(parrafosSinUno(cuatro, 4, 3)).toEqual([[campoParrafo(3), '']]);
  });
});
