import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config.js';
import { relojDePrueba } from './reloj-de-prueba.js';

describe('relojDePrueba', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-'));
  const archivo = join(dir, 'reloj.json');
  const maquina = () => Date.parse('2026-12-08T12:00:00Z');
  afterEach(() => rmSync(archivo, { force: true }));

  it("is the machine's clock while the file does not exist", () => {
    expect(relojDePrueba(archivo, maquina)().toISOString()).toBe('2026-12-08T12:00:00.000Z');
  });

  it('follows every change of the file, forward and back, and returns when it goes', () => {
    const reloj = relojDePrueba(archivo, maquina);
    writeFileSync(archivo, JSON.stringify({ adelantoMs: 26 * 3_600_000 }));
    expect(reloj().toISOString()).toBe('2026-12-09T14:00:00.000Z');
    writeFileSync(archivo, JSON.stringify({ adelantoMs: -8 * 86_400_000 }));
    expect(reloj().toISOString()).toBe('2026-11-30T12:00:00.000Z');
    rmSync(archivo);
    expect(reloj().toISOString()).toBe('2026-12-08T12:00:00.000Z');
  });

  it('refuses a file it cannot read as a move, rather than guess', () => {
    writeFileSync(archivo, JSON.stringify({ adelantoMs: 'mañana' }));
    expect(() => relojDePrueba(archivo, maquina)()).toThrow(/adelantoMs/);
  });
});

describe('RELOJ_DE_PRUEBA', () => {
  it('is refused in production, whatever else is set', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', RELOJ_DE_PRUEBA: '/tmp/reloj.json' })).toThrow(
      'RELOJ_DE_PRUEBA: es solo para los recorridos de prueba: no se acepta con NODE_ENV=production',
    );
    expect(parseConfig({ RELOJ_DE_PRUEBA: '/tmp/reloj.json' }).RELOJ_DE_PRUEBA).toBe('/tmp/reloj.json');
  });
});
