import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  anchosDeImagen,
  conTienda,
  type Imagen,
  PAGINAS,
  srcSetImagen,
  TAMANOS_IMAGEN,
  TIENDA_PREDETERMINADA,
  vistaDeTienda,
} from '@barberia/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resenas } from '../../src/db/schema.js';
import { ADMIN, type AppDePrueba, appDePrueba } from '../helpers/app.js';
import { BASES } from '../helpers/databases.js';

const PUBLIC_URL = 'http://barberia.test';

/** A built site in miniature: the marks the server replaces, one script and the scripts per route. */
function webDePrueba(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-seo-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="es-CL"><head><meta charset="UTF-8" />
    <!--seo--><title>Por defecto</title><meta name="description" content="Por defecto" /><!--/seo-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("hola");'.repeat(200));
  writeFileSync(
    join(dir, '.vite', 'rutas.json'),
    JSON.stringify({
      '/tienda': ['assets/tienda-1.js', 'assets/datos-2.js'],
      '/agenda/cancelar/:email': ['assets/horas-agendadas-3.js'],
    }),
  );
  // The web's Node build in miniature: the page as a list of what it was drawn with.
  mkdirSync(join(dir, '.vite', 'ssr'));
  writeFileSync(
    join(dir, '.vite', 'ssr', 'prerender.js'),
    `export async function prerenderizar(ruta, datos) {
      return '<ul data-ruta="' + ruta + '">' + Object.keys(datos).map((d) => '<li>' + d + '</li>').join('') + '</ul>';
    }`,
  );
  return dir;
}

/** The tags of one kind in an HTML page, as [attribute → value] maps. */
function etiquetas(html: string, nombre: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${nombre}\\s([^>]*?)\\s*/?>`, 'g'))].map((m) =>
    Object.fromEntries([...(m[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
  );
}

const titulo = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, clave: string) =>
  etiquetas(html, 'meta').find((m) => m.name === clave || m.property === clave)?.content;
const canonica = (html: string) => etiquetas(html, 'link').find((l) => l.rel === 'canonical')?.href;
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

describe.each(BASES)('SEO: cada página con su cabecera, sitemap y robots (%s)', (base) => {
  let t: AppDePrueba;
  let web: string;
  beforeAll(async () => {
    web = webDePrueba();
    t = await appDePrueba(base, { env: { WEB_DIST: web, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  const pagina = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it.each(Object.entries(PAGINAS))(
    '%s has its own title, description, canonical link and Open Graph tags',
    async (ruta, conMarcas) => {
      const datos = conTienda(conMarcas, vistaDeTienda(TIENDA_PREDETERMINADA));
      const res = await pagina(encodeURI(ruta));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(titulo(html)).toBe(datos.titulo.replace(/&/g, '&amp;'));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(meta(html, 'description')).toBe(datos.descripcion);
      expect(canonica(html)).toBe(`${PUBLIC_URL}${datos.canonica ?? ruta}`);
      expect(meta(html, 'og:title')).toBe(datos.titulo);
      expect(meta(html, 'og:description')).toBe(datos.descripcion);
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}${datos.canonica ?? ruta}`);
      expect(meta(html, 'og:locale')).toBe('es_CL');
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og.jpg`);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:alt')).toContain('Barbería Maipú');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'robots')).toBe(datos.indexar ? undefined : 'noindex');
      expect(html).not.toContain('Por defecto');
      expect(html).not.toMatch(/\{(tienda|direccion|calle|horario|nuevasHoras)\}/);
    },
  );

  it('serves the shared-link picture: a 1200×630 JPEG drawn from the shop, cached by browsers', async () => {
    const res = await pagina('/og.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const info = await sharp(res.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Social networks refuse previews above a few MB; ours is far below.
    expect(res.rawPayload.length).toBeLessThan(300_000);
  });

  it('every indexable page has a different title and description', async () => {
    const indexables = Object.entries(PAGINAS).filter(([, p]) => p.indexar);
    const htmls = await Promise.all(indexables.map(async ([ruta]) => (await pagina(encodeURI(ruta))).body));
    expect(new Set(htmls.map(titulo)).size).toBe(indexables.length);
    expect(new Set(htmls.map((h) => meta(h, 'description'))).size).toBe(indexables.length);
  });

  it('serves the schema.org BarberShop: address with postal code, geo, hours Mo–Sa and booking', async () => {
    const datos = jsonLd((await pagina('/')).body);
    expect(datos).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BarberShop',
      name: 'Barbería Maipú',
      url: `${PUBLIC_URL}/`,
      telephone: '+56987654321',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Los Pajaritos 2145, local 3',
        addressLocality: 'Maipú',
        addressRegion: 'Región Metropolitana',
        postalCode: '9250000',
        addressCountry: 'CL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -33.5107, longitude: -70.7573 },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
            (d) => `https://schema.org/${d}`,
          ),
          opens: '11:00',
          closes: '20:30',
        },
      ],
      potentialAction: { '@type': 'ReserveAction', target: { urlTemplate: `${PUBLIC_URL}/agenda` } },
    });
  });

  it('the rating comes only from published real reviews, on the next page view after a change', async () => {
    // The demo's reviews are published but flagged: no rating at all.
    expect(jsonLd((await pagina('/')).body)).not.toHaveProperty('aggregateRating');
    const [resena] = await t.database.db
      .insert(resenas)
      .values({
        email: 'r@correo.cl',
        nombre: 'Rosa P.',
        servicio: 'Degradado',
        dia: '2026-11-20',
        estrellas: 4,
        comentario: 'Muy bien </script>',
      })
      .returning();
    // Waiting for moderation: still none.
    expect(jsonLd((await pagina('/')).body)).not.toHaveProperty('aggregateRating');
    await t.database.db.update(resenas).set({ estado: 'PUBLICADA' }).where(eq(resenas.id, resena!.id));
    for (const ruta of ['/', '/servicios']) {
      expect(jsonLd((await pagina(ruta)).body)).toMatchObject({
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5 },
        review: [
          {
            '@type': 'Review',
            author: { '@type': 'Person', name: 'Rosa P.' },
            datePublished: '2026-11-20',
            reviewRating: { ratingValue: 4 },
            reviewBody: 'Muy bien </script>',
          },
        ],
      });
    }
    await t.database.db.update(resenas).set({ estado: 'OCULTA' }).where(eq(resenas.id, resena!.id));
    expect(jsonLd((await pagina('/')).body)).not.toHaveProperty('aggregateRating');
  });

  it("the admin's new facts are on the next page view: title, Open Graph, JSON-LD, the page's JSON and the picture", async () => {
    const token = await t.tokenDe(ADMIN);
    const og = (await pagina('/og.jpg')).rawPayload;
    const nueva = {
      ...TIENDA_PREDETERMINADA,
      nombre: 'Barbería Los Héroes',
      direccion: { ...TIENDA_PREDETERMINADA.direccion, calle: 'Av. 5 de Abril 100' },
      horario: TIENDA_PREDETERMINADA.horario.map((d, i) =>
        i === 6 ? { abierto: true, abre: '10:00', cierra: '14:00' } : d,
      ),
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tienda',
      headers: { authorization: `Bearer ${token}` },
      payload: nueva,
    });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const html = (await pagina('/ubicacion')).body;
      expect(titulo(html)).toBe('Ubicación y cómo llegar | Barbería Los Héroes');
      expect(meta(html, 'description')).toContain('Av. 5 de Abril 100, Maipú');
      expect(meta(html, 'og:site_name')).toBe('Barbería Los Héroes');
      expect(meta(html, 'og:image:alt')).toContain('Barbería Los Héroes');
      const datos = jsonLd(html);
      expect(datos).toMatchObject({
        name: 'Barbería Los Héroes',
        address: { streetAddress: 'Av. 5 de Abril 100' },
      });
      expect(datos.openingHoursSpecification).toEqual([
        expect.objectContaining({ opens: '11:00', closes: '20:30' }),
        expect.objectContaining({
          dayOfWeek: ['https://schema.org/Sunday'],
          opens: '10:00',
          closes: '14:00',
        }),
      ]);
      const json = /<script type="application\/json" id="datos-de-la-tienda">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({ nombre: 'Barbería Los Héroes' });
      expect(Buffer.compare((await pagina('/og.jpg')).rawPayload, og)).not.toBe(0);
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/tienda',
        headers: { authorization: `Bearer ${token}` },
        payload: TIENDA_PREDETERMINADA,
      });
    }
    expect(titulo((await pagina('/ubicacion')).body)).toBe('Ubicación y cómo llegar | Barbería Maipú');
  });

  it('an unknown path answers 404 with the not-found head and nothing to index', async () => {
    const res = await pagina('/no-existe/para-nada');
    expect(res.statusCode).toBe(404);
    expect(titulo(res.body)).toBe('Página no encontrada | Barbería Maipú');
    expect(meta(res.body, 'robots')).toBe('noindex');
    expect(canonica(res.body)).toBeUndefined();
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('the booked-hours page never echoes the e-mail of its path and is not indexed', async () => {
    const res = await pagina('/agenda/cancelar/cliente.secreto%40correo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('cliente.secreto');
    expect(canonica(res.body)).toBe(`${PUBLIC_URL}/agenda/cancelar`);
    expect(meta(res.body, 'robots')).toBe('noindex');
  });

  it("lists the page's own scripts and first data for the entry, and no preload link fights the page for the link", async () => {
    /** The JSON the entry reads once the first frame is painted (apps/web/src/main.tsx). */
    const precargas = (html: string) => {
      const json = /<script type="application\/json" id="precargas-de-la-pagina">([^<]*)<\/script>/.exec(
        html,
      );
      return json ? JSON.parse(json[1] ?? '') : undefined;
    };
    const tienda = (await pagina('/tienda')).body;
    // /tienda comes drawn with its products (below): nothing to ask for but its scripts.
    expect(precargas(tienda)).toEqual({
      modulepreload: ['/assets/tienda-1.js', '/assets/datos-2.js'],
      preload: [],
    });
    expect(etiquetas(tienda, 'link').filter((l) => /preload/.test(l.rel ?? ''))).toEqual([]);
    expect(precargas((await pagina('/agenda/cancelar/a%40b.cl')).body)).toEqual({
      modulepreload: ['/assets/horas-agendadas-3.js'],
      preload: [],
    });
    expect(precargas((await pagina('/agenda')).body)).toEqual({
      modulepreload: [],
      preload: ['/api/tipo-servicio/servicios', '/api/avisos/active'],
    });
    expect(precargas((await pagina('/ubicacion')).body)).toBeUndefined();
  });

  it('draws /servicios with the answer of /api/servicios and hands that same answer to the browser', async () => {
    const api = await pagina('/api/servicios');
    const html = (await pagina('/servicios')).body;
    expect(html).toContain('<div id="root"><ul data-ruta="/servicios"><li>/api/servicios</li></ul></div>');
    const datos = /<script type="application\/json" id="datos-de-la-pagina">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(datos ?? 'null')).toEqual({ '/api/servicios': api.json() });
    // The Node build sits beside the site's files but is never one of them.
    expect((await pagina('/.vite/ssr/prerender.js')).statusCode).toBe(404);
  });

  it('preloads the pictures /galeria and /tienda draw first, with the srcset and sizes their grid uses', async () => {
    const fotos = (await pagina('/api/galeria')).json<{ imagen: Imagen }[]>();
    const productos = (await pagina('/api/productos')).json<{ imagen: Imagen | null }[]>();
    expect(fotos.length).toBeGreaterThan(1);
    const primero = productos[0]?.imagen;
    if (!primero) throw new Error('the demo shop has no first product picture');
    /** Each preload of a Link header as [href, imagesrcset, imagesizes, fetchpriority]. */
    const precargas = (link: unknown) =>
      [
        ...String(link ?? '').matchAll(
          /<([^>]+)>; rel=preload; as=image; type="image\/avif"; imagesrcset="([^"]+)"; imagesizes="([^"]+)"; fetchpriority=(\w+)/g,
        ),
      ].map((m) => m.slice(1));
    const esperado = (imagen: Imagen, sizes: string) => {
      const anchos = anchosDeImagen(imagen.ancho);
      return [`${imagen.src}/${anchos.at(-1)}.avif`, srcSetImagen(imagen.src, anchos, 'avif'), sizes, 'high'];
    };

    const galeria = await pagina('/galeria');
    expect(precargas(galeria.headers.link)).toEqual(
      fotos.slice(0, 2).map((f) => esperado(f.imagen, TAMANOS_IMAGEN.galeria)),
    );
    expect(precargas((await pagina('/tienda/')).headers.link)).toEqual([
      esperado(primero, TAMANOS_IMAGEN.tienda),
    ]);
    for (const sinFotos of ['/', '/servicios', '/agenda', '/no-existe'])
      expect((await pagina(sinFotos)).headers.link).toBeUndefined();
  });

  it('compresses the HTML with brotli or gzip, as the browser accepts', async () => {
    const br = await pagina('/galeria', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(titulo(brotliDecompressSync(br.rawPayload).toString())).toMatch(/^Galería/);
    const gz = await pagina('/galeria', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(titulo(gunzipSync(gz.rawPayload).toString())).toMatch(/^Galería/);
    const sinBr = await pagina('/galeria', { 'accept-encoding': 'br;q=0, gzip' });
    expect(sinBr.headers['content-encoding']).toBe('gzip');
    const plano = await pagina('/galeria', { 'accept-encoding': 'identity' });
    expect(plano.headers['content-encoding']).toBeUndefined();
  });

  it('index.html itself is never served without its head; assets still are', async () => {
    expect((await pagina('/index.html')).statusCode).toBe(404);
    const script = await pagina('/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('sitemap.xml lists the indexable pages with absolute URLs, and only those', async () => {
    const res = await pagina('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const esperadas = Object.entries(PAGINAS)
      .filter(([, p]) => p.indexar)
      .map(([ruta]) => `${PUBLIC_URL}${ruta}`);
    expect(urls).toEqual(esperadas);
    for (const ruta of ['/', '/servicios', '/galeria', '/ubicacion', '/tienda', '/agenda', '/agenda/legal']) {
      expect(urls).toContain(`${PUBLIC_URL}${ruta}`);
    }
    expect(urls).not.toContain(`${PUBLIC_URL}/login`);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
  });

  it('robots.txt opens the site, closes the back office and e-mail pages, and names the sitemap', async () => {
    const res = await pagina('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /barbero');
    expect(res.body).toContain('Disallow: /agenda/cancelar/');
    // The pages draw themselves from the API: crawlers must be able to call it.
    expect(res.body).not.toMatch(/Disallow: \/api\/?\n/);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
