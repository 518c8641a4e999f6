import sharp from 'sharp';
import { normalizarImagen } from '../infra/imagenes/guardar.js';

/**
 * No real photos exist here, so the demo draws its own: warm barbershop colours, a striped barber
 * pole, scissors and combs, each picture different. The admin replaces them with the shop's photos.
 */
const PALETAS = [
  ['#1c1917', '#b45309', '#fbbf24'],
  ['#0f172a', '#1e3a8a', '#e2e8f0'],
  ['#1f2937', '#7f1d1d', '#f5f5f4'],
  ['#292524', '#a16207', '#fde68a'],
  ['#111827', '#065f46', '#d1fae5'],
  ['#27272a', '#9a3412', '#fed7aa'],
] as const;

function aleatorio(semilla: number) {
  let s = semilla * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function tijeras(x: number, y: number, escala: number, color: string) {
  return `<g transform="translate(${x} ${y}) scale(${escala}) rotate(-25)" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round">
    <circle cx="-40" cy="90" r="28"/><circle cx="40" cy="90" r="28"/>
    <line x1="-25" y1="68" x2="30" y2="-110"/><line x1="25" y1="68" x2="-30" y2="-110"/></g>`;
}

function peine(x: number, y: number, escala: number, color: string) {
  const dientes = Array.from(
    { length: 14 },
    (_, i) => `<rect x="${-130 + i * 19}" y="0" width="9" height="60" rx="3"/>`,
  );
  return `<g transform="translate(${x} ${y}) scale(${escala}) rotate(12)" fill="${color}">
    <rect x="-140" y="-30" width="280" height="36" rx="10"/>${dientes.join('')}</g>`;
}

function poste(x: number, alto: number) {
  const franjas = Array.from(
    { length: 12 },
    (_, i) =>
      `<polygon points="0,${i * 60} 70,${i * 60 - 40} 70,${i * 60 - 10} 0,${i * 60 + 30}" fill="${i % 2 ? '#b91c1c' : '#1d4ed8'}"/>`,
  );
  return `<g transform="translate(${x} ${alto * 0.12})"><rect width="70" height="${alto * 0.76}" rx="20" fill="#f8fafc"/>
    <clipPath id="c"><rect width="70" height="${alto * 0.76}" rx="20"/></clipPath><g clip-path="url(#c)">${franjas.join('')}</g></g>`;
}

function svgGaleria(indice: number, ancho: number, alto: number): string {
  const r = aleatorio(indice + 1);
  const [fondo, medio, luz] = PALETAS[indice % PALETAS.length]!;
  const formas = [
    tijeras(ancho * (0.3 + r() * 0.4), alto * (0.35 + r() * 0.3), 1 + r() * 1.4, luz),
    peine(ancho * (0.25 + r() * 0.5), alto * (0.6 + r() * 0.25), 0.8 + r(), medio),
  ];
  if (indice % 3 === 0) formas.push(poste(ancho * (0.75 + r() * 0.15), alto));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ancho}" height="${alto}">
    <defs><radialGradient id="g" cx="${20 + r() * 60}%" cy="${20 + r() * 60}%" r="80%">
      <stop offset="0" stop-color="${medio}"/><stop offset="1" stop-color="${fondo}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${formas.join('')}</svg>`;
}

const FORMAS_PRODUCTO = [
  (c: string) =>
    `<rect x="250" y="330" width="300" height="260" rx="40" fill="${c}"/><rect x="235" y="280" width="330" height="80" rx="20" fill="#111827"/>`,
  (c: string) =>
    `<rect x="300" y="300" width="200" height="320" rx="30" fill="${c}"/><rect x="350" y="200" width="100" height="120" rx="16" fill="#111827"/>`,
  (c: string) =>
    `<rect x="330" y="280" width="140" height="340" rx="50" fill="${c}"/><rect x="370" y="180" width="60" height="120" rx="12" fill="#111827"/>`,
  (c: string) =>
    `<rect x="280" y="220" width="240" height="420" rx="60" fill="${c}"/><rect x="360" y="160" width="80" height="80" rx="10" fill="#111827"/>`,
  (c: string) =>
    `<ellipse cx="400" cy="460" rx="170" ry="120" fill="${c}"/><rect x="230" y="330" width="340" height="70" rx="30" fill="#111827"/>`,
  (c: string) => peine(400, 420, 1.8, c),
];

function svgProducto(indice: number): string {
  const [fondo, medio, luz] = PALETAS[(indice + 2) % PALETAS.length]!;
  const forma = FORMAS_PRODUCTO[indice % FORMAS_PRODUCTO.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" fill="${luz}"/><circle cx="400" cy="420" r="300" fill="${fondo}" opacity="0.08"/>
    ${forma(medio)}</svg>`;
}

const aMaestra = async (svg: string) => normalizarImagen(await sharp(Buffer.from(svg)).png().toBuffer());
type Maestra = Awaited<ReturnType<typeof aMaestra>>;

// Drawn once per process: a test suite seeds many fresh databases with the same pictures.
let galeria: Promise<Maestra[]> | undefined;
let productos: Promise<Maestra[]> | undefined;

/** 29 gallery pictures, landscape and portrait mixed, already normalized like an upload. */
export function fotosDeGaleria(): Promise<Maestra[]> {
  galeria ??= Promise.all(
    Array.from({ length: 29 }, (_, i) =>
      aMaestra(i % 4 === 1 ? svgGaleria(i, 900, 1200) : svgGaleria(i, 1200, 900)),
    ),
  );
  return galeria;
}

export function fotosDeProductos(cantidad: number): Promise<Maestra[]> {
  productos ??= Promise.all(Array.from({ length: cantidad }, (_, i) => aMaestra(svgProducto(i))));
  return productos;
}
