import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeReserva } from './mensaje-de-reserva';

describe('mensajeDeReserva', () => {
  it('says the chosen date is gone in the spec words, booking or rescheduling', () => {
    const gone = new ApiError(404, 'Fecha no encontrada.', 'FECHA_NO_ENCONTRADA');
    expect(mensajeDeReserva(gone, false)).toBe('Fecha seleccionada no encontrada.');
    expect(mensajeDeReserva(gone, true)).toBe('Fecha seleccionada no encontrada.');
  });

  it('says first that someone took the hour, then the spec sentence, booking or rescheduling', () => {
    const tomada = new ApiError(409, 'La hora ya está agendada.', 'HORA_YA_AGENDADA');
    for (const reagendada of [false, true])
      expect(mensajeDeReserva(tomada, reagendada)).toBe(
        'Alguien tomó esa hora antes que tú. La hora ya está agendada.',
      );
  });

  it("keeps the server's other messages, and the spec's fallbacks when there is none", () => {
    expect(mensajeDeReserva(new ApiError(409, 'El día ya pasó.', 'DIA_PASADO'), false)).toBe(
      'El día ya pasó.',
    );
    expect(mensajeDeReserva(new TypeError('Failed to fetch'), false)).toMatch(
      /^Se ha producido un error al agendar/,
    );
    expect(mensajeDeReserva(new TypeError('Failed to fetch'), true)).toMatch(/al intentar reagendar/);
  });
});
