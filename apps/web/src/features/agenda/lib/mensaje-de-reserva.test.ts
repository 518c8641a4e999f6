import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeReserva } from './mensaje-de-reserva';

describe('mensajeDeReserva', () => {
  it('says the chosen date is gone in the spec words, booking or rescheduling', () => {
    const gone = new ApiError(404, 'Fecha no encontrada.', 'FECHA_NO_ENCONTRADA');
    expect(mensajeDeReserva(gone, false)).toBe('Fecha seleccionada no encontrada.');
    expect(mensajeDeReserva(gone, true)).toBe('Fecha seleccionada no encontrada.');
  });

  it("keeps the server's other messages, and the spec's fallbacks when there is none", () => {
    expect(mensajeDeReserva(new ApiError(409, 'La hora ya está agendada.', 'HORA_YA_AGENDADA'), false)).toBe(
      'La hora ya está agendada.',
    );
    expect(mensajeDeReserva(new TypeError('Failed to fetch'), false)).toMatch(
      /^Se ha producido un error al agendar/,
    );
    expect(mensajeDeReserva(new TypeError('Failed to fetch'), true)).toMatch(/al intentar reagendar/);
  });
});
