import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conTienda, PAGINAS } from '../cabeceras.js';
import { type AperturaDelDia, tiendaSchema } from '../contracts/tienda.js';
import {
  aperturaSchemaOrg,
  DIAS_DE_LA_SEMANA,
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
