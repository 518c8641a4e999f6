import { TIENDA_PREDETERMINADA } from '@barberia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { crearTiendaService } from '../../src/features/tienda/tienda.service.js';
import { crearLectorDeTienda, guardarTienda } from '../../src/infra/tienda.js';
import type { CambiosAgenda } from '../../src/plugins/cambios-agenda.js';
import { baseDePrueba } from '../helpers/databases.js';

/** A listener that heard nothing yet: the database's notice of a change is still on its way. */
const sinAvisos = (fiable = true): CambiosAgenda => ({
  version: () => 0,
  fiable: () => fiable,
  cerrar: async () => {},
});
const log = { debug: () => {} } as never;
const clock = () => new Date('2026-11-27T12:00:00Z');

/** infra/tienda.ts: the copy each instance keeps of the shop's facts, and when it lets go of it. */
describe('el lector de los datos de la barbería', () => {
  let database: Database;
  beforeAll(async () => {
    database = await baseDePrueba('pglite');
  });
  afterAll(() => database.close());

  it('the instance that saves reads its own change back at once, before the notice arrives', async () => {
    const lector = crearLectorDeTienda(database.db, sinAvisos(), log);
    expect((await lector.datos()).nombre).toBe(TIENDA_PREDETERMINADA.nombre);
    await crearTiendaService({ db: database.db, clock, lector }).guardar({
      ...TIENDA_PREDETERMINADA,
      nombre: 'Nueva',
    });
    expect((await lector.datos()).nombre).toBe('Nueva');
  });

  it('another writer is seen only through the notice; with the listener down nothing is kept', async () => {
    const lector = crearLectorDeTienda(database.db, sinAvisos(), log);
    expect((await lector.vista()).nombre).toBe('Nueva');
    await guardarTienda(database.db, { ...TIENDA_PREDETERMINADA, nombre: 'Otra' }, clock());
    // No notice yet: the copy stands (the notice's test is datos-de-la-tienda.test.ts).
    expect((await lector.vista()).nombre).toBe('Nueva');
    const sinEscucha = crearLectorDeTienda(database.db, sinAvisos(false), log);
    expect((await sinEscucha.vista()).nombre).toBe('Otra');
    await guardarTienda(database.db, { ...TIENDA_PREDETERMINADA, nombre: 'Tercera' }, clock());
    expect((await sinEscucha.vista()).nombre).toBe('Tercera');
  });
});
