import { enlaceAgendarOtraVez } from '@barberia/shared';
import { describe, expect, it } from 'vitest';
import { AGENDAR_INFO_VACIA } from './agendar-info';
import { borradorOtraVez } from './otra-vez';

const parametrosDe = (url: string) => new URL(url).searchParams;

describe('borradorOtraVez', () => {
  it('reads back what the reminder link wrote: services by name, the barber, no hour', () => {
    const url = enlaceAgendarOtraVez('https://barberia.test', {
      servicio: 'Corte de pelo',
      adicionales: ['Perfilado de barba', 'Lavado & masaje'],
      barberoId: 'b-1',
    });
    const antes = { ...AGENDAR_INFO_VACIA, nombre: 'Ana', email: 'ana@correo.cl', horaInicio: '11:00' };
    const borrador = borradorOtraVez(parametrosDe(url))?.(antes);
    expect(borrador).toMatchObject({
      nombre: 'Ana',
      email: 'ana@correo.cl',
      barberoId: 'b-1',
      servicioId: '',
      servicio: 'Corte de pelo',
      horaInicio: '',
      serviciosAdicionales: [
        { _id: '', servicio: 'Perfilado de barba' },
        { _id: '', servicio: 'Lavado & masaje' },
      ],
    });
  });

  it('an address without a service starts nothing; repeated or empty add-ons are dropped', () => {
    expect(borradorOtraVez(parametrosDe('https://x.test/agenda/servicios'))).toBeNull();
    expect(borradorOtraVez(parametrosDe('https://x.test/agenda/servicios?servicio=%20'))).toBeNull();
    const borrador = borradorOtraVez(
      parametrosDe(
        'https://x.test/?servicio=Corte&adicional=Barba&adicional=Barba&adicional=&adicional=Corte',
      ),
    )?.(AGENDAR_INFO_VACIA);
    expect(borrador?.serviciosAdicionales.map((s) => s.servicio)).toEqual(['Barba']);
    expect(borrador?.barberoId).toBe('');
  });
});
