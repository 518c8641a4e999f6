import { DIAS_DE_LA_SEMANA, type Tienda, telefonoLegible } from '@barberia/shared';

/**
 * The «Datos de la barbería» form (issue 25) keeps every value as the text its input holds, named by
 * its path in `tiendaSchema` (`direccion.calle`, `horario.6.cierra`, `sobreNosotros.parrafos.1`), so the
 * schema's messages land under their inputs (useFormulario with `clave: 'ruta'`).
 */
export type ValoresTienda = Record<string, string>;

/** «Sobre nosotros» takes one to four paragraphs: the form has a slot for each. */
export const MAXIMO_PARRAFOS = 4;

/** A switch's value as text: what `abierto` is while the form holds it. */
const SI = 'si';

const abierto = (i: number) => `horario.${i}.abierto`;
export const camposDelDia = (i: number) => ({
  abierto: abierto(i),
  abre: `horario.${i}.abre`,
  cierra: `horario.${i}.cierra`,
});
export const campoParrafo = (i: number) => `sobreNosotros.parrafos.${i}`;

/** The stored record as the form's texts; the WhatsApp written as people read it. */
export function valoresDeTienda(t: Tienda): ValoresTienda {
  const valores: ValoresTienda = {
    nombre: t.nombre,
    eslogan: t.eslogan,
    'direccion.calle': t.direccion.calle,
    'direccion.comuna': t.direccion.comuna,
    'direccion.region': t.direccion.region,
    'direccion.codigoPostal': t.direccion.codigoPostal,
    'geo.lat': String(t.geo.lat),
    'geo.lng': String(t.geo.lng),
    email: t.email,
    whatsappNumero: telefonoLegible(t.whatsappNumero),
    'redes.instagram': t.redes.instagram,
    'redes.tiktok': t.redes.tiktok,
    nuevasHoras: t.nuevasHoras,
    fechaCambioDireccion: t.fechaCambioDireccion,
    'inicio.eyebrow': t.inicio.eyebrow,
    'inicio.lead': t.inicio.lead,
    'sobreNosotros.titulo': t.sobreNosotros.titulo,
    'desarrollador.nombre': t.desarrollador.nombre,
    'desarrollador.url': t.desarrollador.url,
  };
  DIAS_DE_LA_SEMANA.forEach((_, i) => {
    const dia = t.horario[i];
    const campos = camposDelDia(i);
    valores[campos.abierto] = dia?.abierto ? SI : '';
    valores[campos.abre] = dia?.abre ?? '';
    valores[campos.cierra] = dia?.cierra ?? '';
  });
  for (let i = 0; i < MAXIMO_PARRAFOS; i++) valores[campoParrafo(i)] = t.sobreNosotros.parrafos[i] ?? '';
  return valores;
}

export const estaAbierto = (valores: ValoresTienda, dia: number) => valores[abierto(dia)] === SI;
export const valorAbierto = (abre: boolean) => (abre ? SI : '');

/**
 * A coordinate as typed: a comma or a point for decimals (-33,5107 is how many write it in Chile).
 * Empty is no number, so the schema says «debe ser un número» rather than placing the shop at 0.
 */
function numero(texto: string | undefined): number | undefined {
  const limpio = (texto ?? '').trim().replace(',', '.');
  return limpio === '' ? undefined : Number(limpio);
}

/**
 * The form's texts as the record `tiendaSchema` checks (and PUT /api/tienda takes): the first
 * `parrafos` paragraph slots, the switches as booleans, the coordinates as numbers.
 */
export function tiendaDeValores(v: ValoresTienda, parrafos: number) {
  const texto = (campo: string) => v[campo] ?? '';
  return {
    nombre: texto('nombre'),
    eslogan: texto('eslogan'),
    direccion: {
      calle: texto('direccion.calle'),
      comuna: texto('direccion.comuna'),
      region: texto('direccion.region'),
      codigoPostal: texto('direccion.codigoPostal'),
    },
    geo: { lat: numero(v['geo.lat']), lng: numero(v['geo.lng']) },
    email: texto('email'),
    whatsappNumero: texto('whatsappNumero'),
    redes: { instagram: texto('redes.instagram'), tiktok: texto('redes.tiktok') },
    horario: DIAS_DE_LA_SEMANA.map((_, i) => {
      const campos = camposDelDia(i);
      return { abierto: estaAbierto(v, i), abre: texto(campos.abre), cierra: texto(campos.cierra) };
    }),
    nuevasHoras: texto('nuevasHoras'),
    fechaCambioDireccion: texto('fechaCambioDireccion'),
    inicio: { eyebrow: texto('inicio.eyebrow'), lead: texto('inicio.lead') },
    sobreNosotros: {
      titulo: texto('sobreNosotros.titulo'),
      parrafos: Array.from({ length: parrafos }, (_, i) => texto(campoParrafo(i))),
    },
    desarrollador: { nombre: texto('desarrollador.nombre'), url: texto('desarrollador.url') },
  };
}

/**
 * The paragraph slots after removing paragraph `quitado` of `parrafos`: the ones after it move up one,
 * and the last slot empties. Each changed slot as [field, new text].
 */
export function parrafosSinUno(v: ValoresTienda, parrafos: number, quitado: number): [string, string][] {
  return Array.from({ length: parrafos - quitado }, (_, k) => {
    const i = quitado + k;
    return [campoParrafo(i), i + 1 < parrafos ? (v[campoParrafo(i + 1)] ?? '') : ''];
  });
}
