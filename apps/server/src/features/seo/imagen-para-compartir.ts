import { horarioEnUnaLinea, sinCaracteresInvisibles, type VistaTienda } from '@barberia/shared';
import sharp from 'sharp';

/**
 * The picture a link to the site shows when shared (WhatsApp, Instagram, Facebook): 1200×630, the size
 * Open Graph previews crop to. Drawn from the shop's stored facts, so a new address or new hours change
 * it too (on the next request); the site's colours, no photo needed.
 */
export const IMAGEN_PARA_COMPARTIR = {
  ruta: '/og.jpg',
  ancho: 1200,
  alto: 630,
  tipo: 'image/jpeg',
} as const;

/** What the picture says, for those who cannot see it (og:image:alt). */
export const altParaCompartir = (t: VistaTienda) =>
  `${t.nombre}: agenda tu hora en línea. ${t.direccion.calle}, ${t.direccion.comuna}.`;

/**
 * Escaped for XML, and without the characters XML cannot hold even as a reference (controls, U+FFFE…):
 * the shop texts refuse them (issue 41), but sharp answered an SVG with one by an error, /og.jpg a 500.
 */
const escaparXml = (texto: string) =>
  sinCaracteresInvisibles(texto)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function svgParaCompartir(tienda: VistaTienda): string {
  const { ancho, alto } = IMAGEN_PARA_COMPARTIR;
  const horario = horarioEnUnaLinea(tienda.horario);
  const lineas = [
    { y: 250, tamano: 92, peso: 700, color: '#f3efe6', texto: tienda.nombre, familia: 'serif' },
    {
      y: 330,
      tamano: 44,
      peso: 400,
      color: '#e9c75b',
      texto: 'Agenda tu hora en línea',
      familia: 'sans-serif',
    },
    {
      y: 470,
      tamano: 32,
      peso: 400,
      color: '#f3efe6',
      texto: `${tienda.direccion.calle}, ${tienda.direccion.comuna}`,
      familia: 'sans-serif',
    },
    { y: 520, tamano: 28, peso: 400, color: '#aaa59a', texto: horario, familia: 'sans-serif' },
  ];
  const textos = lineas.map(
    (l) =>
      `<text x="80" y="${l.y}" font-family="${l.familia}" font-size="${l.tamano}" font-weight="${l.peso}" fill="${l.color}">${escaparXml(l.texto)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ancho}" height="${alto}">
  <defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#17171a"/><stop offset="1" stop-color="#0e0e0f"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#f)"/>
  <rect x="80" y="120" width="120" height="8" rx="4" fill="#d4af37"/>
  <rect x="80" y="400" width="${ancho - 160}" height="2" fill="#2f2f35"/>
  ${textos.join('\n  ')}
</svg>`;
}

let dibujada: { svg: string; imagen: Promise<Buffer> } | null = null;

/** Drawn on the first request after the shop's facts change, and kept while they stay the same. */
export function imagenParaCompartir(tienda: VistaTienda): Promise<Buffer> {
  const svg = svgParaCompartir(tienda);
  if (dibujada?.svg === svg) return dibujada.imagen;
  const imagen = sharp(Buffer.from(svg))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch((error: unknown) => {
      dibujada = null; // a failure is not kept: the next request draws it again
      throw error;
    });
  dibujada = { svg, imagen };
  return imagen;
}
