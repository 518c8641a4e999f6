/**
 * The figures beside the home's about-us section; the days come from the shop's hours. Its title and
 * paragraphs are the shop's own, edited by the admin (datosDeLaTienda().sobreNosotros).
 */
export const datosSobreNosotros = (diasAbiertos: number) => [
  { valor: '8+', etiqueta: 'años de oficio' },
  { valor: String(diasAbiertos), etiqueta: diasAbiertos === 1 ? 'día a la semana' : 'días a la semana' },
  { valor: '100%', etiqueta: 'reserva en línea' },
];
