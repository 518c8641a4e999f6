/** Reviews shown on the home page; the shop edits them here. */
export const RESENAS = [
  {
    nombre: 'Matías R.',
    texto: 'El mejor degradado que me han hecho en Maipú. Puntuales y muy buena onda.',
    estrellas: 5,
  },
  {
    nombre: 'Joaquín P.',
    texto:
      'Agendé en un minuto desde el celular y me atendieron a la hora exacta. El afeitado clásico es otro nivel.',
    estrellas: 5,
  },
  {
    nombre: 'Felipe C.',
    texto: 'Llevo a mi hijo desde hace un año: paciencia y buen trato. Siempre salimos conformes.',
    estrellas: 5,
  },
  {
    nombre: 'Sebastián M.',
    texto: 'Buen corte y buenos productos. La cera mate que me recomendaron es justo lo que buscaba.',
    estrellas: 4,
  },
];
