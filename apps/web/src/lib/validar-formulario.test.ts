import { loginInput, servicioInput, TIENDA_PREDETERMINADA, tiendaSchema } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { erroresDelServidor, validarFormulario } from './validar-formulario';

describe('validarFormulario', () => {
  it('returns the parsed data when the values pass the shared schema', () => {
    expect(validarFormulario(loginInput, { email: ' a@b.cl ', password: 'x' })).toEqual({
      ok: true,
      datos: { email: 'a@b.cl', password: 'x' },
    });
  });

  it("gives each field the schema's first message", () => {
    expect(validarFormulario(loginInput, { email: '', password: '' })).toEqual({
      ok: false,
      errores: {
        email: 'Todos los campos son obligatorios',
        password: 'Todos los campos son obligatorios',
      },
    });
    const servicio = validarFormulario(servicioInput, { servicio: 'Corte', precio: '', duracion: '2' });
    expect(servicio.ok).toBe(false);
    if (!servicio.ok) {
      expect(servicio.errores.precio).toBe('El precio es obligatorio.');
      expect(servicio.errores.duracion).toBe('La duración mínima es de 5 minutos.');
      expect(servicio.errores.servicio).toBeUndefined();
    }
  });
});

describe('validarFormulario by path', () => {
  it('names a nested field by its whole path, or by its first key by default', () => {
    const sinCalle = {
      ...TIENDA_PREDETERMINADA,
      direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: '' },
    };
    expect(validarFormulario(tiendaSchema, sinCalle, 'ruta')).toEqual({
      ok: false,
      errores: { 'direccion.calle': 'La calle y número es obligatorio.' },
    });
    expect(validarFormulario(tiendaSchema, sinCalle)).toEqual({
      ok: false,
      errores: { direccion: 'La calle y número es obligatorio.' },
    });
  });
});

describe('erroresDelServidor', () => {
  it('maps the field errors of an ApiError', () => {
    const error = new ApiError(400, 'Los datos enviados no son válidos.', 'DATOS_INVALIDOS', [
      { campo: 'email', msg: 'El correo no es válido.' },
      { campo: 'email', msg: 'otro' },
      { campo: 'horas.0', msg: 'La hora es obligatoria.' },
    ]);
    expect(erroresDelServidor(error)).toEqual({
      email: 'El correo no es válido.',
      horas: 'La hora es obligatoria.',
    });
    expect(erroresDelServidor(new Error('x'))).toEqual({});
  });

  it('keeps the whole path for a form whose inputs are named by it', () => {
    const error = new ApiError(400, 'Los datos enviados no son válidos.', 'DATOS_INVALIDOS', [
      { campo: 'horario.6.cierra', msg: 'La hora de cierre debe ser posterior a la de apertura.' },
      { campo: 'cuerpo', msg: 'Los datos enviados no son válidos.' },
    ]);
    expect(erroresDelServidor(error, 'ruta')).toEqual({
      'horario.6.cierra': 'La hora de cierre debe ser posterior a la de apertura.',
      cuerpo: 'Los datos enviados no son válidos.',
    });
  });
});
