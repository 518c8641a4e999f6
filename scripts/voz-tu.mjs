#!/usr/bin/env node
// One voice (issue 42): the spec's headings say usted («Seleccione sus Servicios», «Seleccione su hora»);
// everything the product adds says tú. This reads every string and JSX text of the product's source (the site,
// the server's mails and WhatsApp messages, the shared messages, the widget) with TypeScript's parser and fails
// on a usted form, unless that very text is one of the spec's own (scripts/voz-tu-spec.json, each one checked to
// be still in the source, so the list cannot keep a text the product no longer says).
// `node scripts/voz-tu.mjs --listar` prints every text it read, with its file: the list of added strings.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { archivosTs, esPrueba } from './archivos-ts.mjs';

const RAIZ = resolve(fileURLToPath(new URL('..', import.meta.url)));
const CARPETAS = ['apps/web/src', 'apps/server/src', 'packages/shared/src', 'packages/add-to-calendar/src'];

/**
 * Usted forms a screen, a mail or a message would use, and tú would not: the pronoun, «¿Está seguro/a…?», and
 * the imperatives and enclitics of the verbs a booking site asks with. Only forms that are not also a noun or
 * a third person a text may rightly use («cierre», «toque», «puede», «su lista») are in it.
 */
const USTED = new RegExp(
  // «que el servidor acepte», «hasta que vuelva»: a third person's subjunctive, not an order to the reader.
  `(?<![\\p{L}])(?<!(?<![\\p{L}])que(?:\\s+\\p{L}+){0,2}\\s+)(${[
    'usted(?:es)?',
    'está\\s+segur[oa](?:/a)?',
    'seleccione(?:n)?',
    'ingrese(?:n)?',
    'elija(?:n)?',
    'escoja',
    'escriba(?:nos)?',
    'presione',
    'pulse',
    'haga',
    'confirme',
    'agregue',
    'verifique',
    'revise',
    'intente',
    'inténtelo',
    'intentelo',
    'vuelva',
    'espere',
    'recuerde',
    'tenga',
    'disculpe',
    'introduzca',
    'indique',
    'acepte',
    'cancele',
    'guarde',
    'regístrese',
    'inicie',
    'utilice',
    'pague',
    'reserve',
    'cambie',
    'elimine',
    'busque',
    'consulte',
    'descargue',
    'contáctenos',
    'comuníquese',
    'llámenos',
    'escríbanos',
    'asegúrese',
    'diríjase',
    'acérquese',
    'lo\\s+invitamos',
    'le\\s+invitamos',
    'le\\s+recordamos',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Each text a person may read in one file: string and template literals, and JSX text, with their line. */
export function textosDe(codigo, archivo = 'x.tsx') {
  const fuente = ts.createSourceFile(archivo, codigo, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const textos = [];
  const agregar = (nodo, texto) => {
    const limpio = texto.replace(/\s+/g, ' ').trim();
    if (/\p{L}/u.test(limpio))
      textos.push({ texto: limpio, linea: fuente.getLineAndCharacterOfPosition(nodo.getStart()).line + 1 });
  };
  const visitar = (nodo) => {
    if (ts.isStringLiteral(nodo) || ts.isNoSubstitutionTemplateLiteral(nodo) || ts.isJsxText(nodo))
      agregar(nodo, nodo.text);
    else if (ts.isTemplateExpression(nodo))
      agregar(nodo, nodo.head.text + nodo.templateSpans.map((s) => ` … ${s.literal.text}`).join(''));
    // A module path or a type's name is not read by anyone.
    if (ts.isImportDeclaration(nodo) || ts.isExportDeclaration(nodo)) return;
    ts.forEachChild(nodo, visitar);
  };
  visitar(fuente);
  return textos;
}

/** The usted form a text uses, or null. */
export function formaUsted(texto) {
  return USTED.exec(texto)?.[0] ?? null;
}

/** Every text of the product's source, and the faults: a usted form outside the spec's texts, a stale spec text. */
export function revisarVoz(raiz = RAIZ, textosDelSpec = leerSpec(raiz)) {
  const delSpec = new Set(textosDelSpec);
  const usados = new Set();
  const textos = [];
  const faltas = [];
  for (const carpeta of CARPETAS) {
    for (const ruta of archivosTs(join(raiz, carpeta)).filter((r) => !esPrueba(r))) {
      const archivo = relative(raiz, ruta);
      for (const t of textosDe(readFileSync(ruta, 'utf8'), ruta)) {
        textos.push({ ...t, archivo });
        const forma = formaUsted(t.texto);
        if (!forma) continue;
        if (delSpec.has(t.texto)) usados.add(t.texto);
        else faltas.push(`${archivo}:${t.linea}: «${forma}» trata de usted: «${t.texto}»`);
      }
    }
  }
  for (const texto of delSpec)
    if (!usados.has(texto))
      faltas.push(
        `scripts/voz-tu-spec.json: «${texto}» ya no está en el código (o ya no trata de usted): quítalo.`,
      );
  return { textos, faltas };
}

function leerSpec(raiz) {
  return JSON.parse(readFileSync(join(raiz, 'scripts/voz-tu-spec.json'), 'utf8')).textos;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { textos, faltas } = revisarVoz();
  if (process.argv.includes('--listar'))
    for (const t of textos) console.log(`${t.archivo}:${t.linea}\t${t.texto}`);
  if (faltas.length > 0) {
    console.error(`Textos que tratan de usted fuera de los del spec (issue 42: el producto habla de tú):`);
    for (const f of faltas) console.error(`  ${f}`);
    process.exit(1);
  }
  console.log(`Voz: ${textos.length} textos leídos, ninguno trata de usted fuera de los del spec.`);
}
