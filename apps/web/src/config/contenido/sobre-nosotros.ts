import { TIENDA } from '@barberia/shared';

/** The home's about-us section. */
export const SOBRE_NOSOTROS = {
  titulo: 'Una barbería de barrio, con oficio',
  parrafos: [
    'Abrimos en Maipú con una idea simple: cortes bien hechos, a la hora acordada y con buena conversación. Trabajamos a tijera, máquina y navaja, y te recomendamos lo que mejor le queda a tu tipo de pelo.',
    `Desde el ${TIENDA.fechaCambioDireccion} atendemos en nuestro nuevo local de ${TIENDA.direccion.calle}. Agenda en línea, llega a tu hora y nosotros nos encargamos del resto.`,
  ],
  datos: [
    { valor: '8+', etiqueta: 'años de oficio' },
    { valor: '6', etiqueta: 'días a la semana' },
    { valor: '100%', etiqueta: 'reserva en línea' },
  ],
};
