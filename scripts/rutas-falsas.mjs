#!/usr/bin/env node
// A journey never answers in place of our own API with a made-up success (decision 054, issue 41): a faked «Hoy»
// with a glob that also caught /api/api/… hid that «Asistió» never reached the server. This reads every
// `*.route(…)`, `routeFromHAR(…)` and `routeWebSocket(…)` of apps/web/e2e with TypeScript's parser and fails when
//  - a pattern could catch our API (`/api/…` on the server under test) and is not `soloLaRuta('/api/…')`
//    (e2e/support/rutas.ts: that exact path on that origin; a glob, a regex or a predicate may catch more);
//  - a handler on our API answers with `fulfill` without a literal status of 400 or more (a success, or the
//    server's own answer edited), or rewrites the request with `continue(…)` / `fallback(…)`;
//  - a HAR or a WebSocket stands in for our API.
// Allowed on `soloLaRuta`: `abort()`, `fulfill({ status: 4xx|5xx })`, waiting and then `continue()` /
// `fallback()`. Other hosts (stand-ins) and our static assets are not our API and are not looked at.
// What the checker cannot read (a handler passed by name, a pattern it cannot resolve) fails too: it is fixed by
// writing it where the checker can see it, never by trusting it.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { archivosTs } from './archivos-ts.mjs';

const AYUDANTE = 'soloLaRuta';
const METODOS = new Set(['route', 'routeFromHAR', 'routeWebSocket']);
/** Where the server under test answers (playwright.config.ts: 127.0.0.1 and one port per slot). */
const BASE = 'http://127.0.0.1:3100';
/** Addresses of our API: a pattern that matches one of them catches our API. */
const MUESTRAS = [
  `${BASE}/api/servicios`,
  `${BASE}/api/api/horas-agendadas/00000000-0000-4000-8000-000000000001/asistencia`,
  `${BASE}/api/fechas/obtener-fechas/x?y=1`,
  'http://localhost:3000/api/auth/perfil',
];
const HOSTS_PROPIOS = new Set(['127.0.0.1', 'localhost', '[::1]', '0.0.0.0']);

/** What a template's `${…}` stands for while a pattern is read: one unknown piece of a path. */
const HUECO = '\uE000';

const ESCAPAR = new Set(['$', '^', '+', '.', '*', '(', ')', '|', '\\', '?', '{', '}', '[', ']']);

/** Playwright's own reading of a string pattern (its globToRegexPattern), for the glob subset it documents. */
function globARegex(glob) {
  const partes = ['^'];
  let enGrupo = false;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\' && i + 1 < glob.length) {
      const siguiente = glob[++i];
      partes.push(ESCAPAR.has(siguiente) ? `\\${siguiente}` : siguiente);
    } else if (c === '*') {
      const antes = glob[i - 1];
      let estrellas = 1;
      while (glob[i + 1] === '*') {
        estrellas++;
        i++;
      }
      if (estrellas === 1) partes.push('([^/]*)');
      else if (glob[i + 1] === '/') {
        partes.push(antes === '/' ? '((.+/)|)' : '(.*/)');
        i++;
      } else partes.push('(.*)');
    } else if (c === '{') {
      enGrupo = true;
      partes.push('(');
    } else if (c === '}') {
      enGrupo = false;
      partes.push(')');
    } else if (c === ',' && enGrupo) partes.push('|');
    else partes.push(ESCAPAR.has(c) ? `\\${c}` : c);
  }
  partes.push('$');
  return new RegExp(partes.join(''));
}

/** The text of a string or template literal, each `${…}` as HUECO; undefined for anything else. */
function textoLiteral(nodo) {
  if (ts.isStringLiteral(nodo) || ts.isNoSubstitutionTemplateLiteral(nodo)) return nodo.text;
  if (ts.isTemplateExpression(nodo)) {
    return nodo.head.text + nodo.templateSpans.map((s) => `${HUECO}${s.literal.text}`).join('');
  }
  return undefined;
}

/** Whether a string pattern may catch a request to our API (resolved against the base URL, as Playwright does). */
function globEsNuestro(glob) {
  const absoluto = /^[a-z]+:\/\//i.test(glob);
  const sinPlantillas = glob.replaceAll(HUECO, 'x');
  if (absoluto) {
    // A host written out: ours only when it is the loopback the server listens on, or unknown (`${base}`).
    const host = /^[a-z]+:\/\/([^/:]*)/i.exec(glob)?.[1] ?? '';
    if (!HOSTS_PROPIOS.has(host) && !host.includes(HUECO) && !host.includes('*')) return false;
  }
  if (/\/api(\/|$|[?*{])/.test(sinPlantillas)) return true;
  const resuelto = glob.startsWith('*') || absoluto ? sinPlantillas : `${BASE}${sinPlantillas}`;
  let regex;
  try {
    regex = globARegex(resuelto);
  } catch {
    return true;
  }
  return MUESTRAS.some((m) => regex.test(m));
}

function regexEsNuestra(nodo) {
  const texto = nodo.getText();
  const fin = texto.lastIndexOf('/');
  const fuente = texto.slice(1, fin);
  if (/api/i.test(fuente)) return true;
  try {
    const regex = new RegExp(fuente, texto.slice(fin + 1));
    return MUESTRAS.some((m) => regex.test(m));
  } catch {
    return true;
  }
}

/** `const nombre = …` anywhere in the file, for a pattern or a handler kept in a variable. */
function declaracionDe(archivo, nombre) {
  let encontrada;
  const visitar = (n) => {
    if (encontrada) return;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === nombre && n.initializer) {
      encontrada = n.initializer;
      return;
    }
    ts.forEachChild(n, visitar);
  };
  visitar(archivo);
  return encontrada;
}

function sinParentesis(nodo) {
  let n = nodo;
  while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isAwaitExpression(n)) n = n.expression;
  return n;
}

/**
 * What a pattern is: 'exacta' (soloLaRuta), 'nuestra' (catches our API some other way), 'ajena' (another host,
 * our assets) or 'ilegible' (the checker cannot tell).
 */
function clasePatron(archivo, nodo, vistos = new Set()) {
  const n = sinParentesis(nodo);
  if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === AYUDANTE)
    return 'exacta';
  const texto = textoLiteral(n);
  if (texto !== undefined) return globEsNuestro(texto) ? 'nuestra' : 'ajena';
  if (ts.isRegularExpressionLiteral(n)) return regexEsNuestra(n) ? 'nuestra' : 'ajena';
  if (ts.isIdentifier(n) && !vistos.has(n.text)) {
    const valor = declaracionDe(archivo, n.text);
    if (valor) return clasePatron(archivo, valor, new Set([...vistos, n.text]));
  }
  return 'ilegible';
}

function propiedad(objeto, nombre) {
  return objeto.properties.find(
    (p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === nombre,
  );
}

/** The made-up answers a handler on our API gives, as messages. */
function faltasDelManejador(manejador) {
  const faltas = [];
  const visitar = (n) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const metodo = n.expression.name.text;
      const [primero] = n.arguments;
      if (metodo === 'fulfill') {
        const opciones = primero && sinParentesis(primero);
        if (!opciones || !ts.isObjectLiteralExpression(opciones)) {
          faltas.push([n, 'fulfill sin un objeto literal: no se puede ver su estado']);
        } else if (propiedad(opciones, 'response')) {
          faltas.push([n, 'fulfill con la respuesta del servidor editada: un éxito inventado']);
        } else {
          const estado = propiedad(opciones, 'status');
          const valor =
            estado && ts.isPropertyAssignment(estado) ? sinParentesis(estado.initializer) : undefined;
          if (!valor) faltas.push([n, 'fulfill sin status (200): un éxito inventado']);
          else if (!ts.isNumericLiteral(valor))
            faltas.push([n, 'fulfill con un status que no es un número escrito: no se puede revisar']);
          else if (Number(valor.text) < 400)
            faltas.push([n, `fulfill con status ${valor.text}: un éxito inventado`]);
        }
      } else if ((metodo === 'continue' || metodo === 'fallback') && primero) {
        faltas.push([n, `${metodo} con cambios: la petición ya no es la que hizo la página`]);
      }
    }
    ts.forEachChild(n, visitar);
  };
  visitar(manejador);
  return faltas;
}

/**
 * The rule's faults in one file's text: `{ llamadas, faltas: [{ archivo, linea, mensaje }] }`. `llamadas`
 * counts every route call read, so a run that reads none can say so instead of passing.
 */
export function revisarRutas(codigo, nombre = 'recorrido.e2e.ts') {
  const archivo = ts.createSourceFile(nombre, codigo, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const faltas = [];
  let llamadas = 0;
  const falta = (nodo, mensaje) => {
    const { line } = archivo.getLineAndCharacterOfPosition(nodo.getStart(archivo));
    faltas.push({ archivo: nombre, linea: line + 1, mensaje });
  };
  const visitar = (n) => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      METODOS.has(n.expression.name.text)
    ) {
      llamadas++;
      const metodo = n.expression.name.text;
      const [primero, segundo] = n.arguments;
      if (metodo === 'routeFromHAR') {
        const url = segundo && ts.isObjectLiteralExpression(segundo) ? propiedad(segundo, 'url') : undefined;
        if (!url || !ts.isPropertyAssignment(url))
          falta(n, 'routeFromHAR sin url responde en lugar de toda la red, también de nuestra API');
        else if (clasePatron(archivo, url.initializer) !== 'ajena')
          falta(n, 'routeFromHAR sobre nuestra API: respuestas grabadas en lugar del servidor');
      } else {
        const clase = primero ? clasePatron(archivo, primero) : 'ilegible';
        if (clase === 'ilegible')
          falta(n, `${metodo}: no se puede leer el patrón; para nuestra API usa ${AYUDANTE}('/api/…')`);
        else if (clase === 'nuestra')
          falta(
            n,
            `${metodo}: el patrón atrapa más que una ruta de nuestra API (también /api/api/…): usa ${AYUDANTE}('/api/…')`,
          );
        else if (clase === 'exacta') {
          if (metodo === 'routeWebSocket')
            falta(n, 'routeWebSocket sobre nuestra API: un servidor inventado');
          const manejador = segundo && sinParentesis(segundo);
          if (!manejador || !(ts.isArrowFunction(manejador) || ts.isFunctionExpression(manejador)))
            falta(n, `${metodo}: escribe el manejador en la llamada, para que se pueda revisar`);
          else for (const [nodo, mensaje] of faltasDelManejador(manejador)) falta(nodo, mensaje);
        }
      }
    }
    ts.forEachChild(n, visitar);
  };
  visitar(archivo);
  return { llamadas, faltas };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const raiz = resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dir = resolve(raiz, process.argv[2] ?? 'apps/web/e2e');
  let llamadas = 0;
  const faltas = [];
  for (const ruta of archivosTs(dir)) {
    const r = revisarRutas(readFileSync(ruta, 'utf8'), relative(raiz, ruta));
    llamadas += r.llamadas;
    faltas.push(...r.faltas);
  }
  if (llamadas === 0) {
    console.error(`✗ No se encontró ninguna llamada a route en ${relative(raiz, dir)}: ¿cambió la carpeta?`);
    process.exit(1);
  }
  if (faltas.length > 0) {
    for (const f of faltas) console.error(`${f.archivo}:${f.linea}: ${f.mensaje}`);
    console.error(
      `\n✗ ${faltas.length} ${faltas.length === 1 ? 'ruta responde' : 'rutas responden'} en lugar de nuestra API ` +
        'o la atrapan con un patrón amplio (decisión 054): haz real lo que el recorrido necesita (fixtures, ' +
        'relojDelServidor) y falsea solo fallas, con soloLaRuta.',
    );
    process.exit(1);
  }
  console.log(`✓ ${llamadas} llamadas a route revisadas: ninguna responde en lugar de nuestra API.`);
}
