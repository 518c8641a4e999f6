#!/usr/bin/env node
// `npm run perfil -- /agenda,/ 3`: where a public page's JavaScript goes on a phone-speed CPU. Builds the
// site, starts the real server (as `npm run lighthouse` does), and loads each page in Debian's Chromium with
// a phone's viewport and the CPU ×4 slower (the DevTools protocol, as Lighthouse's mobile preset), with V8's
// sampling profiler on from the navigation to 4 s after `load`. Prints, per page, the self time of each
// function (file and line of the built chunk), averaged over the rounds, after one round that does not count.
// The time is the throttled one: what a phone would spend, not this machine. Each profile is also written
// to the system's temporary folder (`.cpuprofile`: open it in Chrome DevTools' Performance panel).
//
// Found with it (issue 27): the first Intl formatter of a page cost ~100 ms of its hydration (decision 049).
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, FLAGS_CHROMIUM } from '../../../scripts/chromium.mjs';
import { carga, iniciarSitio } from '../../../scripts/servidor-de-medida.mjs';

const paginas = (process.argv[2] ?? '/,/servicios,/galeria,/tienda,/agenda').split(',');
const rondas = Math.max(1, Number(process.argv[3] ?? 3));
const MOSTRAR = 25;
/** What is not the page's JavaScript: V8's own states. */
const NO_JS = /^\((idle|program|garbage collector|root)\)/;

const sitio = await iniciarSitio('perfil');
const navegador = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS_CHROMIUM });
console.log(`Carga de la máquina: ${carga()} · ${rondas} rondas · CPU ×4`);
try {
  for (const ruta of paginas) {
    const totales = new Map();
    for (let ronda = 0; ronda <= rondas; ronda++) {
      const contexto = await navegador.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const pagina = await contexto.newPage();
      const cdp = await contexto.newCDPSession(pagina);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await pagina.goto(sitio.base + ruta, { waitUntil: 'load' });
      await pagina.waitForTimeout(4000);
      const { profile } = await cdp.send('Profiler.stop');
      await contexto.close();
      // The first round warms the server and Chromium's own caches: not counted.
      if (ronda === 0) continue;
      writeFileSync(
        join(tmpdir(), `perfil${ruta.replace(/\W/g, '_')}-${ronda}.cpuprofile`),
        JSON.stringify(profile),
      );
      const nodos = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      profile.samples.forEach((id, k) => {
        const { functionName, url, lineNumber } = nodos.get(id);
        const clave = `${functionName || '(anónima)'} ${url.split('/').pop()}:${lineNumber + 1}`;
        totales.set(clave, (totales.get(clave) ?? 0) + (profile.timeDeltas[k + 1] ?? 0) / 1000 / rondas);
      });
    }
    const orden = [...totales].sort((a, b) => b[1] - a[1]);
    const js = orden.filter(([clave]) => !NO_JS.test(clave)).reduce((suma, [, ms]) => suma + ms, 0);
    console.log(`\n${ruta}: JavaScript ${js.toFixed(0)} ms por carga (media de ${rondas}; carga ${carga()})`);
    for (const [clave, ms] of orden.slice(0, MOSTRAR))
      console.log(`${ms.toFixed(1).padStart(8)} ms  ${clave}`);
  }
} finally {
  await navegador.close();
  await sitio.cerrar();
}
