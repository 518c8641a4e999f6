import { aperturaSchemaOrg, type ResenasPublicas, type VistaTienda } from '@barberia/shared';

/**
 * schema.org BarberShop for search engines: who, where, when it is open and where to book.
 * Everything comes from the shop's stored facts, as the page and the e-mails, so they never disagree. `resenas`: the
 * published real reviews (never the demo's), as aggregateRating and review; none, no rating at all.
 */
export function barberShopJsonLd(publicUrl: string, tienda: VistaTienda, resenas?: ResenasPublicas | null) {
  const { direccion, geo, redes } = tienda;
  return {
    '@context': 'https://schema.org',
    '@type': 'BarberShop',
    '@id': `${publicUrl}/#barberia`,
    name: tienda.nombre,
    description: tienda.eslogan,
    url: `${publicUrl}/`,
    telephone: tienda.whatsappNumero,
    email: tienda.email,
    priceRange: '$$',
    currenciesAccepted: 'CLP',
    address: {
      '@type': 'PostalAddress',
      streetAddress: direccion.calle,
      addressLocality: direccion.comuna,
      addressRegion: direccion.region,
      ...(direccion.codigoPostal && { postalCode: direccion.codigoPostal }),
      addressCountry: direccion.codigoPais,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng },
    hasMap: tienda.mapaUrl,
    openingHoursSpecification: aperturaSchemaOrg(tienda.horario).map((a) => ({
      ...a,
      dayOfWeek: a.dayOfWeek.map((d) => `https://schema.org/${d}`),
    })),
    sameAs: [redes.instagram, redes.tiktok].filter(Boolean),
    potentialAction: {
      '@type': 'ReserveAction',
      name: 'Agendar hora',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${publicUrl}/agenda`,
        inLanguage: 'es-CL',
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      result: { '@type': 'Reservation', name: 'Hora en la barbería' },
    },
    ...(resenas && resenas.cantidad > 0 && resenas.promedio !== null && calificacion(resenas)),
  };
}

function calificacion({ promedio, cantidad, resenas }: ResenasPublicas) {
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: promedio,
      reviewCount: cantidad,
      bestRating: 5,
      worstRating: 1,
    },
    review: resenas.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.nombre },
      datePublished: r.dia,
      reviewRating: { '@type': 'Rating', ratingValue: r.estrellas, bestRating: 5, worstRating: 1 },
      ...(r.comentario && { reviewBody: r.comentario }),
    })),
  };
}

/** JSON inside <script>: `<` escaped so no text can close the tag early. */
export function jsonParaScript(valor: unknown): string {
  return JSON.stringify(valor).replace(/</g, '\\u003c');
}
