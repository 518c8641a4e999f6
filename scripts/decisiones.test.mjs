import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 43: the decision records say their status, a replacement is written on both records, and
// docs/decisions/README.md lists every record with that same status. Returns what is wrong, one line each.
function revisarDecisiones(carpeta) {
  const faltas = [];
  const registros = new Map();
  for (const archivo of readdirSync(carpeta).filter((f) => /^\d{3}-.+\.md$/.test(f))) {
    const texto = readFileSync(join(carpeta, archivo), 'utf8');
    const estado = texto.match(/^Estado: (.+)$/m)?.[1];
    if (!estado) faltas.push(`${archivo}: no tiene línea «Estado:»`);
    else if (!/^(vigente|reemplazada (en parte )?por \d{3} .*)$/.test(estado))
      faltas.push(`${archivo}: «Estado: ${estado}» no es «vigente» ni «reemplazada … por NNN (…)»`);
    registros.set(archivo.slice(0, 3), {
      archivo,
      estado,
      // Los números de «por NNN» fuera de los paréntesis que dicen qué parte.
      por: [...(estado ?? '').replace(/\([^()]*\)/g, '').matchAll(/\bpor (\d{3})\b/g)].map((m) => m[1]),
      reemplaza: [...texto.matchAll(/^Reemplaza: (\d{3}) \(.+\)$/gm)].map((m) => m[1]),
    });
  }
  for (const [n, r] of registros) {
    for (const b of r.por) {
      if (!registros.has(b)) faltas.push(`${n}: reemplazada por ${b}, que no existe`);
      else if (!registros.get(b).reemplaza.includes(n))
        faltas.push(`${n}: reemplazada por ${b}, pero ${b} no dice «Reemplaza: ${n}»`);
      if (b <= n) faltas.push(`${n}: reemplazada por ${b}, que no es posterior`);
    }
    for (const a of r.reemplaza) {
      if (!registros.has(a)) faltas.push(`${n}: «Reemplaza: ${a}», que no existe`);
      else if (!registros.get(a).por.includes(n))
        faltas.push(`${n}: «Reemplaza: ${a}», pero el Estado de ${a} no dice «por ${n}»`);
    }
  }
  // La tabla del README: «| [NNN](archivo) | título | fecha | estado |», o «| NNN | — | — | no existe: … |».
  const enTabla = new Set();
  const readme = readFileSync(join(carpeta, 'README.md'), 'utf8');
  for (const [, enlace, archivo, suelto, estado] of readme.matchAll(
    /^\| (?:\[(\d{3})\]\(([^)]+)\)|(\d{3})) \|.*\| ([^|]*) \|$/gm,
  )) {
    const n = enlace ?? suelto;
    const r = registros.get(n);
    enTabla.add(n);
    if (suelto && r) faltas.push(`README.md: ${n} existe y su fila no lo enlaza`);
    else if (suelto && !estado.startsWith('no existe'))
      faltas.push(`README.md: ${n} no existe y su fila no lo dice`);
    else if (enlace && !r) faltas.push(`README.md: lista ${n}, que no existe`);
    else if (enlace && archivo !== r.archivo)
      faltas.push(`README.md: ${n} enlaza ${archivo} y no ${r.archivo}`);
    else if (enlace && r.estado && estado !== r.estado)
      faltas.push(`README.md: el estado de ${n} es «${estado}» y el registro dice «${r.estado}»`);
  }
  const ultimo = Math.max(...[...registros.keys()].map(Number));
  for (let i = 1; i <= ultimo; i++) {
    const n = String(i).padStart(3, '0');
    if (!enTabla.has(n)) faltas.push(`README.md: falta la fila de ${n}`);
  }
  return faltas;
}

describe('docs/decisions (issue 43): every record says its status, and the index cannot drift', () => {
  it('the real folder agrees with itself and with its README', () => {
    expect(revisarDecisiones(join(import.meta.dirname, '../docs/decisions'))).toEqual([]);
  });

  const registro = (n, ...lineas) =>
    [`# ${n} — Título ${n}`, '', 'Fecha: 2026-12-01.', '', ...lineas, ''].join('\n');
  const carpetaCon = (archivos) => {
    const carpeta = mkdtempSync(join(tmpdir(), 'decisiones-'));
    for (const [nombre, texto] of Object.entries(archivos)) writeFileSync(join(carpeta, nombre), texto);
    return carpeta;
  };
  const buena = {
    '001-a.md': registro('001', 'Estado: reemplazada en parte por 003 (la regla)'),
    '003-c.md': registro('003', 'Estado: vigente', '', 'Reemplaza: 001 (la regla)'),
    'README.md': [
      '| nº | decisión | fecha | estado |',
      '|---|---|---|---|',
      '| [001](001-a.md) | Título 001 | 2026-12-01 | reemplazada en parte por 003 (la regla) |',
      '| 002 | — | — | no existe: nadie la cita |',
      '| [003](003-c.md) | Título 003 | 2026-12-01 | vigente |',
      '',
    ].join('\n'),
  };

  it.each([
    ['nothing when all agrees', {}, []],
    [
      'a record without Estado',
      { '003-c.md': registro('003', 'Reemplaza: 001 (la regla)') },
      ['003-c.md: no tiene línea «Estado:»'],
    ],
    [
      'a replacement only one side says',
      { '003-c.md': registro('003', 'Estado: vigente') },
      ['001: reemplazada por 003, pero 003 no dice «Reemplaza: 001»'],
    ],
    [
      'a replacement by a record that does not exist',
      {
        '003-c.md': registro(
          '003',
          'Estado: vigente',
          '',
          'Reemplaza: 001 (la regla)',
          '',
          'Reemplaza: 009 (otra)',
        ),
      },
      ['003: «Reemplaza: 009», que no existe'],
    ],
    [
      'a README whose estado drifted, and a record missing from it',
      {
        'README.md': buena['README.md'].replace(' (la regla) |', ' |').replace(/^\| \[003\].*\n/m, ''),
        '004-d.md': registro('004', 'Estado: vigente'),
      },
      [
        'README.md: el estado de 001 es «reemplazada en parte por 003» y el registro dice «reemplazada en parte por 003 (la regla)»',
        'README.md: falta la fila de 003',
        'README.md: falta la fila de 004',
      ],
    ],
  ])('finds %s', (_, cambios, faltas) => {
    const carpeta = carpetaCon({ ...buena, ...cambios });
    try {
      expect(revisarDecisiones(carpeta)).toEqual(faltas);
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
  });
});
