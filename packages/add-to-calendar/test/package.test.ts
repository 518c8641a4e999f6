/**
 * The package as another site gets it: `npm pack` (which builds it, scripts/pack.mjs), installed from the
 * tarball into a scratch folder outside the repo, then used three ways: a plain HTML page loading the
 * browser bundle, a React 19 + Vite app built against the package's types and its React wrapper, and a
 * server-side render in Node, where there is no `window`. Offline: the tarball has no dependencies, and
 * React, Vite and TypeScript are this repo's own, linked in. Every step has a time limit.
 */
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PRUEBAS, FLAGS_CHROMIUM } from '../../../scripts/chromium.mjs';

const PAQUETE = fileURLToPath(new URL('..', import.meta.url));
const RAIZ = join(PAQUETE, '../..');
const MODULOS = join(RAIZ, 'node_modules');

let carpeta: string;
let servidor: Server;
let origen: string;
let navegador: Browser;

/** Runs a command to its end within `segundos`; its output is the failure message if it fails. */
function correr(comando: string, args: string[], cwd: string, segundos: number): string {
  const r = spawnSync(comando, args, {
    cwd,
    encoding: 'utf8',
    timeout: segundos * 1000,
    killSignal: 'SIGKILL',
  });
  if (r.status !== 0) {
    throw new Error(`${comando} ${args.join(' ')} → ${r.status ?? r.signal}\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

function escribir(ruta: string, texto: string) {
  mkdirSync(dirname(ruta), { recursive: true });
  writeFileSync(ruta, texto);
}

const TIPOS: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

beforeAll(async () => {
  carpeta = mkdtempSync(join(tmpdir(), 'atcb-paquete-'));
  correr('npm', ['pack', '--silent', '--pack-destination', carpeta], PAQUETE, 90);
  const tarball = readdirSync(carpeta).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack no dejó un .tgz');

  const sitio = join(carpeta, 'sitio');
  escribir(join(sitio, 'package.json'), JSON.stringify({ name: 'sitio', private: true, type: 'module' }));
  correr(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      join(carpeta, tarball),
    ],
    sitio,
    60,
  );
  // The site's own React, Vite and types: this repo's, so nothing is downloaded.
  for (const nombre of [
    'react',
    'react-dom',
    'vite',
    '@vitejs/plugin-react',
    '@types/react',
    '@types/react-dom',
  ]) {
    mkdirSync(dirname(join(sitio, 'node_modules', nombre)), { recursive: true });
    symlinkSync(join(MODULOS, nombre), join(sitio, 'node_modules', nombre), 'dir');
  }

  escribir(
    join(sitio, 'plano.html'),
    `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plano</title>
<script type="module" src="/node_modules/@barberia/add-to-calendar/dist/add-to-calendar-button.js"></script>
<add-to-calendar-button name="Corte" startDate="2026-12-01" startTime="11:00" endTime="11:45"
  timeZone="America/Santiago" options="Apple, Google" trigger="click"></add-to-calendar-button>`,
  );
  escribir(
    join(sitio, 'app/index.html'),
    `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>App</title><div id="raiz"></div><script type="module" src="./src/main.tsx"></script>`,
  );
  escribir(
    join(sitio, 'app/src/main.tsx'),
    `import { normalizeConfig, type WidgetConfig } from '@barberia/add-to-calendar';
import type { AddToCalendarButton as Elemento } from '@barberia/add-to-calendar/element';
import { AddToCalendarButton, type AddToCalendarButtonProps } from '@barberia/add-to-calendar/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const props: AddToCalendarButtonProps = {
  name: 'Corte de pelo',
  startDate: '2026-12-01',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  options: ['Apple', 'Google'],
  trigger: 'click',
};
const config: WidgetConfig = normalizeConfig(props, { now: new Date('2026-11-23T12:00:00Z'), identifier: 'app' });
const elemento: Elemento | null = document.querySelector('add-to-calendar-button');

function App() {
  const [eventos, setEventos] = useState<string[]>([]);
  return (
    <main data-opciones={config.options.join(',')} data-antes={String(elemento === null)}>
      <AddToCalendarButton {...props} onWidgetEvent={(nombre) => setEventos((e) => [...e, nombre])} />
      <p id="eventos">{eventos.join(',')}</p>
    </main>
  );
}
createRoot(document.getElementById('raiz') as HTMLElement).render(<App />);
`,
  );
  escribir(
    join(sitio, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        noEmit: true,
        types: [],
      },
      include: ['app/src'],
    }),
  );
  escribir(
    join(sitio, 'vite.config.mjs'),
    `import react from '@vitejs/plugin-react';
export default { root: 'app', base: '/app/dist/', plugins: [react()], logLevel: 'warn', build: { outDir: 'dist', emptyOutDir: true } };`,
  );

  servidor = createServer((pedido, respuesta) => {
    const ruta = normalize(join(sitio, decodeURIComponent(new URL(pedido.url ?? '/', 'http://x').pathname)));
    try {
      const cuerpo = readFileSync(ruta);
      respuesta.writeHead(200, { 'content-type': TIPOS[extname(ruta)] ?? 'application/octet-stream' });
      respuesta.end(cuerpo);
    } catch {
      respuesta.writeHead(404).end();
    }
  });
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  origen = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  navegador = await chromium.launch({
    executablePath: CHROMIUM_PRUEBAS,
    args: FLAGS_CHROMIUM,
    timeout: 30_000,
  });
}, 180_000);

afterAll(async () => {
  await navegador?.close();
  await new Promise((listo) => (servidor ? servidor.close(listo) : listo(undefined)));
  if (carpeta) rmSync(carpeta, { recursive: true, force: true });
});

const sitio = () => join(carpeta, 'sitio');

describe('the npm package, installed from its tarball', () => {
  it('holds the types, the ES modules, the browser bundle, the README and the licence', () => {
    const instalado = join(sitio(), 'node_modules/@barberia/add-to-calendar');
    const manifiesto = JSON.parse(readFileSync(join(instalado, 'package.json'), 'utf8'));
    expect(manifiesto.private).toBeUndefined();
    expect(manifiesto.dependencies).toBeUndefined();
    expect(manifiesto.exports['.']).toEqual({
      types: './dist/types/index.d.ts',
      default: './dist/lib/index.js',
    });
    for (const archivo of [
      'README.md',
      'LICENSE',
      'dist/types/index.d.ts',
      'dist/types/react/index.d.ts',
      'dist/types/element/index.d.ts',
      'dist/lib/index.js',
      'dist/lib/react.js',
      'dist/lib/element.js',
      'dist/add-to-calendar-button.js',
    ]) {
      expect(() => readFileSync(join(instalado, archivo)), archivo).not.toThrow();
    }
    expect(readdirSync(join(instalado, 'dist/types/core')).some((f) => f.endsWith('.test.d.ts'))).toBe(false);
  });

  it('type-checks a TypeScript app (NodeNext resolution) against its declarations', () => {
    correr(process.execPath, [join(MODULOS, 'typescript/bin/tsc'), '-p', 'tsconfig.json'], sitio(), 60);
  }, 70_000);

  it('renders on a server without window: the React wrapper as markup, the core builds the .ics', () => {
    const salida = correr(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { icsFor, normalizeConfig } from '@barberia/add-to-calendar';
import { AddToCalendarButton } from '@barberia/add-to-calendar/react';
const ahora = new Date('2026-11-23T12:00:00Z');
const html = renderToString(createElement(AddToCalendarButton, { name: 'Corte', startDate: '2026-12-01', options: ['Apple', 'Google'] }));
const config = normalizeConfig({ name: 'Corte', startDate: '2026-12-01', startTime: '11:00', endTime: '11:45', timeZone: 'America/Santiago' }, { now: ahora, identifier: 'ssr' });
console.log(JSON.stringify({ ventana: typeof window, html, ics: icsFor(config, undefined, { now: ahora }) }));`,
      ],
      sitio(),
      30,
    );
    const { ventana, html, ics } = JSON.parse(salida);
    expect(ventana).toBe('undefined');
    expect(html).toContain('<add-to-calendar-button name="Corte" startDate="2026-12-01"');
    expect(html).toContain('options="[&quot;Apple&quot;,&quot;Google&quot;]"');
    expect(ics).toContain('DTSTART:20261201T140000Z');
  }, 40_000);

  it('works in a plain HTML page through the browser bundle', async () => {
    const pagina = await navegador.newPage();
    const errores: string[] = [];
    pagina.on('console', (m) => m.type() === 'error' && errores.push(m.text()));
    pagina.on('pageerror', (e) => errores.push(e.message));
    await pagina.addInitScript(() => {
      window.open = (url?: string | URL) => {
        document.title = String(url);
        return null;
      };
    });
    await pagina.goto(`${origen}/plano.html`);
    const boton = pagina.locator('add-to-calendar-button .atcb-button');
    await boton.click({ timeout: 15_000 });
    // The icons came inside the bundle: Google's mark is drawn in its colour.
    expect(
      await pagina.locator('.atcb-icon[data-icon=google] path').getAttribute('fill', { timeout: 5_000 }),
    ).toBe('#4285F4');
    await pagina.getByRole('menuitem', { name: 'Google' }).click({ timeout: 5_000 });
    expect(new URL(await pagina.title()).hostname).toBe('calendar.google.com');
    expect(errores).toEqual([]);
    await pagina.close();
  }, 40_000);

  it('works in a React 19 + Vite app built against it, through the React wrapper', async () => {
    correr(process.execPath, [join(MODULOS, 'vite/bin/vite.js'), 'build'], sitio(), 60);
    const pagina = await navegador.newPage();
    const errores: string[] = [];
    pagina.on('console', (m) => m.type() === 'error' && errores.push(m.text()));
    pagina.on('pageerror', (e) => errores.push(e.message));
    await pagina.goto(`${origen}/app/dist/index.html`);
    await expectTexto(pagina.locator('#eventos'), 'initialization');
    expect(await pagina.locator('main').getAttribute('data-opciones')).toBe('apple,google');
    await pagina.locator('add-to-calendar-button .atcb-button').click({ timeout: 5_000 });
    await expectTexto(pagina.locator('#eventos'), 'initialization,openList');
    expect(errores).toEqual([]);
    await pagina.close();
  }, 90_000);
});

/** Polls a locator's text (playwright-core has no web-first assertions). */
async function expectTexto(locator: Locator, texto: string) {
  await locator.filter({ hasText: texto }).waitFor({ timeout: 15_000 });
  expect(await locator.textContent()).toBe(texto);
}
