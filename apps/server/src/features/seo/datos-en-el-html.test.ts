import { TIENDA_PREDETERMINADA, type Tienda } from '@barberia/shared';
import { describe, expect, it, vi } from 'vitest';
import { crearDatosEnElHtml, type Dibujar, datosParaScript } from './datos-en-el-html.js';
import { crearPaginasHtml } from './seo.service.js';

const PLANTILLA = `<!doctype html><html><head><!--seo--><title>x</title><!--/seo--></head><body><div id="root"></div></body></html>`;

function preparar(
  respuestas: Record<string, string | null>,
  dibujar?: Dibujar,
  tienda: { actual: Tienda } = { actual: TIENDA_PREDETERMINADA },
) {
  const paginas = crearPaginasHtml(
    PLANTILLA,
    'https://barberia.test',
    {},
    { '/servicios': '<p>Cargando…</p>', '/ubicacion': '<p>Barbería Maipú</p>' },
  );
  const leer = vi.fn(async (url: string) => respuestas[url] ?? null);
  const dibujo = vi.fn(
    dibujar ??
      (async (ruta: string, datos: Record<string, unknown>) =>
        `<ul data-ruta="${ruta}">${JSON.stringify(datos)}</ul>`),
  );
  const alFallar = vi.fn();
  const paginaPara = crearDatosEnElHtml({
    paginas,
    dibujar: dibujo,
    leer,
    alFallar,
    tienda: async () => tienda.actual,
  });
  const html = async (url: string) => (await paginaPara(url)).identidad.toString();
  return { html, leer, dibujo, alFallar };
}

const datosDe = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="datos-de-la-pagina">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
const precargas = (html: string) =>
  JSON.parse(/id="precargas-de-la-pagina">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the pages drawn with their first data', () => {
  it('draw the page with the answers, hand the same answers to the browser after #root, and preload none', async () => {
    const { html, dibujo } = preparar({ '/api/servicios': '[{"nombre":"Corte"}]' });
    const pagina = await html('/servicios');
    expect(dibujo).toHaveBeenCalledWith(
      '/servicios',
      { '/api/servicios': [{ nombre: 'Corte' }] },
      TIENDA_PREDETERMINADA,
    );
    expect(pagina).toContain('<div id="root"><ul data-ruta="/servicios">');
    expect(pagina).toMatch(/<\/ul><\/div><script type="application\/json" id="datos-de-la-pagina">/);
    expect(datosDe(pagina)).toEqual({ '/api/servicios': [{ nombre: 'Corte' }] });
    expect(precargas(pagina)).toEqual({ modulepreload: [], preload: [] });
  });

  it('draw once per set of answers: the same answers reuse it, a change draws again', async () => {
    const respuestas: Record<string, string> = { '/api/servicios': '[1]' };
    const { html, dibujo } = preparar(respuestas);
    await Promise.all([html('/servicios'), html('/servicios/'), html('/servicios?x=1')]);
    expect(dibujo).toHaveBeenCalledTimes(1);
    respuestas['/api/servicios'] = '[1,2]';
    expect(datosDe(await html('/servicios'))).toEqual({ '/api/servicios': [1, 2] });
    expect(dibujo).toHaveBeenCalledTimes(2);
  });

  it('send the page as the build drew it, which asks for its data, when a read fails', async () => {
    const { html, dibujo } = preparar({ '/api/servicios': null });
    const pagina = await html('/servicios');
    expect(dibujo).not.toHaveBeenCalled();
    expect(pagina).toContain('<div id="root"><p>Cargando…</p></div>');
    expect(pagina).not.toContain('datos-de-la-pagina');
    expect(precargas(pagina)).toEqual({ modulepreload: [], preload: ['/api/servicios'] });
  });

  it('log a drawing that throws, send the build’s page, and try again on the next request', async () => {
    let fallar = true;
    const { html, alFallar, dibujo } = preparar({ '/api/servicios': '[]' }, async () => {
      if (fallar) throw new Error('roto');
      return '<ul></ul>';
    });
    expect(await html('/servicios')).toContain('<p>Cargando…</p>');
    expect(alFallar).toHaveBeenCalledWith(expect.any(Error), '/servicios');
    fallar = false;
    expect(await html('/servicios')).toContain('<div id="root"><ul></ul></div>');
    expect(dibujo).toHaveBeenCalledTimes(2);
  });

  it('leave every other page as the build drew it, without reading anything', async () => {
    const { html, leer } = preparar({});
    expect(await html('/ubicacion')).toContain('<div id="root"><p>Barbería Maipú</p></div>');
    expect(await html('/agenda')).toContain('<div id="root"></div>');
    expect(await html('/agenda')).not.toContain('datos-de-la-pagina');
    expect(leer).not.toHaveBeenCalled();
  });

  it("draw again every page the build drew once the admin changed the shop's facts, and carry them in <head>", async () => {
    const tienda = { actual: TIENDA_PREDETERMINADA };
    const { html, leer, dibujo } = preparar({ '/api/servicios': '[]' }, undefined, tienda);
    const antes = await html('/ubicacion');
    expect(dibujo).not.toHaveBeenCalled();
    expect(antes).toContain('<title>Ubicación y cómo llegar | Barbería Maipú</title>');
    tienda.actual = { ...TIENDA_PREDETERMINADA, nombre: 'Barbería <Nueva>' };
    const despues = await html('/ubicacion');
    expect(dibujo).toHaveBeenCalledWith('/ubicacion', {}, tienda.actual);
    expect(despues).toContain('<div id="root"><ul data-ruta="/ubicacion">{}</ul></div>');
    expect(despues).toContain('<title>Ubicación y cómo llegar | Barbería &lt;Nueva&gt;</title>');
    expect(despues).not.toContain('datos-de-la-pagina"');
    const json = /id="datos-de-la-tienda">(.*?)<\/script>/.exec(despues)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json).nombre).toBe('Barbería <Nueva>');
    // A page the build did not draw still goes without a frame, and nothing was read for it.
    expect(await html('/agenda')).toContain('<div id="root"></div>');
    expect(leer).not.toHaveBeenCalled();
    // Back to the build's facts: the build's frame again.
    tienda.actual = TIENDA_PREDETERMINADA;
    expect(await html('/ubicacion')).toContain('<div id="root"><p>Barbería Maipú</p></div>');
  });

  it("without the web's Node build, a page whose facts changed goes without the build's stale frame", async () => {
    const paginas = crearPaginasHtml(
      PLANTILLA,
      'https://barberia.test',
      {},
      { '/ubicacion': '<p>Viejo</p>' },
    );
    const paginaPara = crearDatosEnElHtml({
      paginas,
      dibujar: undefined,
      leer: async () => null,
      alFallar: () => {},
      tienda: async () => ({ ...TIENDA_PREDETERMINADA, nombre: 'Otra' }),
    });
    expect((await paginaPara('/ubicacion')).identidad.toString()).toContain('<div id="root"></div>');
  });

  it('keep the answers inert inside the script: no `<` survives, the JSON reads back the same', () => {
    const texto = '[{"nombre":"</script><script>alert(1)</script><!--"}]';
    const script = datosParaScript(['/api/servicios'], [texto]);
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual({ '/api/servicios': JSON.parse(texto) });
  });
});
