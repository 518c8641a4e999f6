import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conTienda, PAGINAS } from '../cabeceras.js';
import { type AperturaDelDia, tiendaSchema } from '../contracts/tienda.js';
import {
  aperturaSchemaOrg,
  DIAS_DE_LA_SEMANA,
  horarioEnUnaLinea,
  lineasDeHorario,
  TIENDA_PREDETERMINADA,
  telefonoLegible,
  vistaDeTienda,
} from './tienda.js';

const abierto = (abre: string, cierra: string): AperturaDelDia => ({ abierto: true, abre, cierra });
const cerrado: AperturaDelDia = { abierto: false, abre: '11:00', cierra: '20:30' };

describe("the shop's hours as people read them", () => {
  it('groups consecutive days with the same hours: «Lunes a Sábado», then «Domingo: Cerrado»', () => {
    expect(lineasDeHorario(TIENDA_PREDETERMINADA.horario)).toEqual([
      { dias: 'Lunes a Sábado', horas: '11:00 a 20:30' },
      { dias: 'Domingo', horas: 'Cerrado' },
    ]);
  });

  it('two days are «y», one day stands alone, and closed days keep their place', () => {
    const semana = [
      abierto('10:00', '19:00'),
      abierto('10:00', '19:00'),
      cerrado,
      abierto('10:00', '19:00'),
      abierto('12:00', '21:00'),
      abierto('09:00', '14:00'),
      { ...cerrado, abre: '08:00' },
    ];
    expect(lineasDeHorario(semana)).toEqual([
      { dias: 'Lunes y Martes', horas: '10:00 a 19:00' },
      { dias: 'Miércoles', horas: 'Cerrado' },
      { dias: 'Jueves', horas: '10:00 a 19:00' },
      { dias: 'Viernes', horas: '12:00 a 21:00' },
      { dias: 'Sábado', horas: '09:00 a 14:00' },
      // Closed is closed, whatever hours it keeps for when it reopens.
      { dias: 'Domingo', horas: 'Cerrado' },
    ]);
  });

  it('any week: the lines name every day once, in order, and schema.org gets exactly the open days', () => {
    const hora = fc.constantFrom('09:00', '10:30', '11:00');
    const fin = fc.constantFrom('14:00', '20:30');
    const dia = fc.oneof(
      fc.record({ abierto: fc.constant(true), abre: hora, cierra: fin }),
      fc.record({ abierto: fc.constant(false), abre: hora, cierra: fin }),
    );
    fc.assert(
      fc.property(fc.array(dia, { minLength: 7, maxLength: 7 }), (semana) => {
        const lineas = lineasDeHorario(semana);
        const dias = lineas.flatMap(({ dias }) => {
          const [a, b] = dias.split(/ a | y /);
          const desde = DIAS_DE_LA_SEMANA.indexOf(a as never);
          const hasta = b ? DIAS_DE_LA_SEMANA.indexOf(b as never) : desde;
          return DIAS_DE_LA_SEMANA.slice(desde, hasta + 1);
        });
        expect(dias).toEqual([...DIAS_DE_LA_SEMANA]);
        const abiertos = aperturaSchemaOrg(semana).flatMap((a) => a.dayOfWeek);
        expect(abiertos).toHaveLength(semana.filter((d) => d.abierto).length);
      }),
    );
  });
});

/** A week read back from its one-line description: each day's «HH:MM a HH:MM» or «Cerrado», in order. */
function leerLinea(linea: string): string[] {
  return linea.split(' · ').flatMap((tramo) => {
    const [dias = '', horas = ''] = tramo.split(': ');
    const [a, b] = dias.split(/ a | y /);
    const desde = DIAS_DE_LA_SEMANA.indexOf(a as never);
    const hasta = b ? DIAS_DE_LA_SEMANA.indexOf(b as never) : desde;
    // A run must name real days, forwards: otherwise the slice comes out short and the week with it.
    if (desde < 0 || hasta < desde) return [];
    return Array.from({ length: hasta - desde + 1 }, () => horas);
  });
}

describe('horarioEnUnaLinea: one description of the week (issue 42)', () => {
  it('names every run, closed days too: what the hero said was only the first one', () => {
    const semana = [
      ...Array.from({ length: 5 }, () => abierto('11:00', '20:30')),
      abierto('10:00', '14:00'),
      cerrado,
    ];
    expect(horarioEnUnaLinea(semana)).toBe(
      'Lunes a Viernes: 11:00 a 20:30 · Sábado: 10:00 a 14:00 · Domingo: Cerrado',
    );
  });

  it('any week: read back, the line gives each day its own hours or «Cerrado», and matches the rows', () => {
    const hora = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const dia = fc.record({ abierto: fc.boolean(), abre: hora, cierra: hora });
    fc.assert(
      fc.property(fc.array(dia, { minLength: 7, maxLength: 7 }), (semana) => {
        const linea = horarioEnUnaLinea(semana);
        expect(leerLinea(linea)).toEqual(
          semana.map((d) => (d.abierto ? `${d.abre} a ${d.cierra}` : 'Cerrado')),
        );
        // The footer's rows and the hero's line are the same runs.
        expect(linea).toBe(
          lineasDeHorario(semana)
            .map((l) => `${l.dias}: ${l.horas}`)
            .join(' · '),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('vistaDeTienda', () => {
  it('derives the address line, the map links, the WhatsApp link and the readable number from the record', () => {
    const v = vistaDeTienda({
      ...TIENDA_PREDETERMINADA,
      direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Av. 5 de Abril 100 & 102' },
      whatsappNumero: '+56911112222',
    });
    expect(v.direccionCompleta).toBe('Av. 5 de Abril 100 & 102, Maipú, Región Metropolitana');
    expect(v.mapaUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.+5+de+Abril+100+%26+102%2C+Maip%C3%BA%2C+Regi%C3%B3n+Metropolitana',
    );
    expect(v.mapaEmbedUrl.startsWith('https://www.google.com/maps?q=Av.+5+de+Abril')).toBe(true);
    expect(v.enlaceWhatsapp).toBe('https://wa.me/56911112222');
    expect(v.whatsappLegible).toBe('+56 9 1111 2222');
    expect(telefonoLegible('+56987654321')).toBe('+56 9 8765 4321');
  });
});

describe("the pages' words with the shop's facts", () => {
  it('every title and description is filled: no mark is left, the name and hours are there', () => {
    const v = vistaDeTienda({ ...TIENDA_PREDETERMINADA, nombre: 'Barbería Los Héroes' });
    for (const pagina of Object.values(PAGINAS)) {
      const llena = conTienda(pagina, v);
      expect(`${llena.titulo} ${llena.descripcion}`).not.toMatch(/\{\w+\}/);
    }
    expect(conTienda(PAGINAS['/'], v).titulo).toMatch(/^Barbería Los Héroes \|/);
    expect(conTienda(PAGINAS['/'], v).descripcion).toContain('lunes a sábado de 11:00 a 20:30');
  });
});

describe('tiendaSchema', () => {
  it('takes the defaults as they are, and the phone however people type it', () => {
    expect(tiendaSchema.parse(TIENDA_PREDETERMINADA)).toEqual(TIENDA_PREDETERMINADA);
    expect(
      tiendaSchema.parse({ ...TIENDA_PREDETERMINADA, whatsappNumero: '(9) 8765-4321' }).whatsappNumero,
    ).toBe('+56987654321');
  });

  it('refuses a day that closes before it opens only while it is open', () => {
    const con = (d: AperturaDelDia) => ({
      ...TIENDA_PREDETERMINADA,
      horario: [...TIENDA_PREDETERMINADA.horario.slice(0, 6), d],
    });
    expect(tiendaSchema.safeParse(con(abierto('14:00', '10:00'))).success).toBe(false);
    expect(tiendaSchema.safeParse(con({ abierto: false, abre: '14:00', cierra: '10:00' })).success).toBe(
      true,
    );
  });
});
