#!/usr/bin/env node
// Docs that cannot drift (issue 43): docs/arquitectura.md said 7 edges between features without cycles, 4 public
// modules, a buildApp of ~70 lines and 6 periodic tasks while the code had 16, 1 cycle, 7, 108 and 11. This
// measures the server's shape with TypeScript's parser and fails when the table between the two markers of
// docs/arquitectura.md says otherwise; `--escribir` writes the measured table there instead.
//   - dependencias: distinct pairs (a → b) where a file of features/a imports one of features/b;
//   - ciclos: the groups of features that reach each other through those pairs (strongly connected, 2 or more);
//   - modulos publicos: features/*/index.ts, what a feature offers the others;
//   - lineas de buildApp: apps/server/src/app.ts, from its signature to its closing brace;
//   - tareas periodicas: calls to crearTareaPeriodica outside tests, each a timer on every instance.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { archivosTs, esPrueba } from './archivos-ts.mjs';

const RAIZ = resolve(fileURLToPath(new URL('..', import.meta.url)));
const INICIO = '<!-- medir-arquitectura: escrito por scripts/medir-arquitectura.mjs --escribir -->';
const FIN = '<!-- /medir-arquitectura -->';

const fuenteDe = (ruta) =>
  ts.createSourceFile(ruta, readFileSync(ruta, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Every module specifier a file names: imports, re-exports and dynamic imports. */
function especificadores(fuente) {
  const lista = [];
  const visitar = (nodo) => {
    if ((ts.isImportDeclaration(nodo) || ts.isExportDeclaration(nodo)) && nodo.moduleSpecifier)
      lista.push(nodo.moduleSpecifier.text);
    else if (
      ts.isCallExpression(nodo) &&
      nodo.expression.kind === ts.SyntaxKind.ImportKeyword &&
      nodo.arguments[0] &&
      ts.isStringLiteral(nodo.arguments[0])
    )
      lista.push(nodo.arguments[0].text);
    ts.forEachChild(nodo, visitar);
  };
  visitar(fuente);
  return lista;
}

/** The groups of 2 or more nodes that reach each other (Tarjan), each sorted, the list sorted. */
export function ciclosDe(aristas) {
  const vecinos = new Map();
  for (const [a, b] of aristas) {
    if (!vecinos.has(a)) vecinos.set(a, []);
    if (!vecinos.has(b)) vecinos.set(b, []);
    vecinos.get(a).push(b);
  }
  let indice = 0;
  const pila = [];
  const datos = new Map();
  const grupos = [];
  const visitar = (v) => {
    datos.set(v, { indice, bajo: indice, enPila: true });
    indice++;
    pila.push(v);
    for (const w of vecinos.get(v)) {
      if (!datos.has(w)) {
        visitar(w);
        datos.get(v).bajo = Math.min(datos.get(v).bajo, datos.get(w).bajo);
      } else if (datos.get(w).enPila) datos.get(v).bajo = Math.min(datos.get(v).bajo, datos.get(w).indice);
    }
    if (datos.get(v).bajo === datos.get(v).indice) {
      const grupo = [];
      let w;
      do {
        w = pila.pop();
        datos.get(w).enPila = false;
        grupo.push(w);
      } while (w !== v);
      if (grupo.length > 1) grupos.push(grupo.sort());
    }
  };
  for (const v of [...vecinos.keys()].sort()) if (!datos.has(v)) visitar(v);
  return grupos.sort((x, y) => x.join().localeCompare(y.join()));
}

/** The server's shape, measured from the source under `raiz`. */
export function medir(raiz = RAIZ) {
  const servidor = join(raiz, 'apps/server/src');
  const features = join(servidor, 'features');
  const funcionalidad = (ruta) => relative(features, ruta).split(sep)[0];
  const aristas = new Set();
  let tareas = 0;
  for (const ruta of archivosTs(servidor)) {
    if (esPrueba(ruta)) continue;
    const fuente = fuenteDe(ruta);
    const desde = ruta.startsWith(features + sep) ? funcionalidad(ruta) : null;
    if (desde) {
      for (const esp of especificadores(fuente)) {
        if (!esp.startsWith('.')) continue;
        const destino = resolve(dirname(ruta), esp);
        if (!destino.startsWith(features + sep)) continue;
        const hacia = funcionalidad(destino);
        if (hacia !== desde) aristas.add(`${desde}→${hacia}`);
      }
    }
    // A call, not its own definition.
    tareas += (fuente.text.match(/(?<!function )\bcrearTareaPeriodica\(/g) ?? []).length;
  }
  const pares = [...aristas].sort().map((a) => a.split('→'));
  const publicos = readdirSync(features).filter((f) => existsSync(join(features, f, 'index.ts'))).length;
  return {
    dependencias: pares.length,
    ciclos: ciclosDe(pares),
    publicos,
    buildApp: lineasDeBuildApp(join(servidor, 'app.ts')),
    tareas,
    pares,
  };
}

function lineasDeBuildApp(ruta) {
  const fuente = fuenteDe(ruta);
  const fn = fuente.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'buildApp');
  if (!fn) throw new Error(`${ruta}: no hay una función buildApp`);
  const linea = (pos) => fuente.getLineAndCharacterOfPosition(pos).line;
  return linea(fn.getEnd()) - linea(fn.getStart()) + 1;
}

/** The table docs/arquitectura.md keeps between its markers. */
export function tabla(m) {
  const ciclos =
    m.ciclos.length === 0 ? '0' : `${m.ciclos.length} (${m.ciclos.map((c) => c.join(' ↔ ')).join('; ')})`;
  return [
    INICIO,
    '| medida | hoy |',
    '|---|---|',
    `| dependencias entre funcionalidades (pares a → b) | ${m.dependencias} |`,
    `| ciclos entre funcionalidades | ${ciclos} |`,
    `| módulos públicos (\`features/*/index.ts\`) | ${m.publicos} |`,
    `| líneas de \`buildApp\` | ${m.buildApp} |`,
    `| tareas periódicas (un temporizador cada una, en cada instancia) | ${m.tareas} |`,
    FIN,
  ].join('\n');
}

/** What the document says, between its markers; null when it has no such table. */
export function tablaDelDocumento(texto) {
  const i = texto.indexOf(INICIO);
  const j = texto.indexOf(FIN);
  return i === -1 || j < i ? null : texto.slice(i, j + FIN.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const doc = join(RAIZ, 'docs/arquitectura.md');
  const m = medir();
  const medida = tabla(m);
  const texto = readFileSync(doc, 'utf8');
  const escrita = tablaDelDocumento(texto);
  if (process.argv.includes('--escribir')) {
    if (!escrita) throw new Error(`${doc} no tiene los marcadores ${INICIO} … ${FIN}`);
    writeFileSync(doc, texto.replace(escrita, medida));
    console.log(medida);
  } else if (escrita !== medida) {
    console.error('docs/arquitectura.md no dice lo que mide el código. Medido:\n');
    console.error(medida);
    console.error(`\nPares: ${m.pares.map((p) => p.join(' → ')).join(', ')}`);
    console.error('\nSi el cambio es el buscado: node scripts/medir-arquitectura.mjs --escribir');
    process.exit(1);
  } else {
    console.log(
      `✓ docs/arquitectura.md dice lo que mide el código: ${m.dependencias} dependencias, ${m.ciclos.length} ciclos, ${m.publicos} módulos públicos, buildApp de ${m.buildApp} líneas, ${m.tareas} tareas periódicas.`,
    );
  }
}
