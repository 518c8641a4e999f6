import { describe, expect, it } from 'vitest';
import { AGENDAR_INFO_VACIA } from './agendar-info';
import { empezarReagendar } from './empezar-reagendar';
import type { HoraDeLista } from './horas-de-fechas';

const item = (serviciosAdicionales?: string[]): HoraDeLista => ({
  dia: '2026-11-25',
  fecha: {
    _id: 'f1',
    fecha: '2026-11-25T00:00:00-03:00',
    horaInicio: '11:00',
    horaFin: '20:00',
    descansoHora: null,
    descansoDuracion: 0,
    horas: [],
    horasAgendadas: [],
    creadoPor: { _id: 'b2', nombre: 'Matías' },
  },
  hora: {
    _id: 'h1',
    horaInicio: '12:00',
    horaFin: '13:15',
    nombre: '@rita',
    email: 'rita@correo.cl',
    servicio: 'Corte de pelo',
    ...(serviciosAdicionales && { serviciosAdicionales }),
  },
});

describe('empezarReagendar', () => {
  const antes = { ...AGENDAR_INFO_VACIA, nombre: 'otro', horaInicio: '10:00', fechaSeleccionada: 'f9' };

  it('starts from the old hour: its services by name, its barber, the client, no hour', () => {
    const { reagendar, borrador } = empezarReagendar(item(['Perfilado de barba']), 'rita@correo.cl');
    expect(reagendar).toEqual({
      fechaId: 'f1',
      horaInicio: '12:00',
      horaFin: '13:15',
      barberoId: 'b2',
      fecha: '2026-11-25T00:00:00-03:00',
      horaId: 'h1',
    });
    expect(borrador(antes)).toEqual({
      ...AGENDAR_INFO_VACIA,
      nombre: '@rita',
      email: 'rita@correo.cl',
      barberoId: 'b2',
      barberoNombre: 'Matías',
      servicio: 'Corte de pelo',
      serviciosAdicionales: [{ _id: '', servicio: 'Perfilado de barba', precio: 0, duracion: 0 }],
    });
  });

  it('a one-service hour starts with no add-ons', () => {
    expect(empezarReagendar(item(), 'rita@correo.cl').borrador(antes).serviciosAdicionales).toEqual([]);
  });
});
