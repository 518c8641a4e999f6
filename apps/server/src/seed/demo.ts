/** The demo shop a fresh install starts with; prices in CLP, durations in minutes. */
export const TIPOS_DEMO = ['Cortes', 'Barba', 'Combos'] as const;

export const SERVICIOS_DEMO: {
  servicio: string;
  precio: number;
  duracion: number;
  tipo: (typeof TIPOS_DEMO)[number];
  descripcion: string;
}[] = [
  {
    servicio: 'Corte de pelo',
    precio: 12000,
    duracion: 45,
    tipo: 'Cortes',
    descripcion: 'Corte a tijera o máquina, con terminación a navaja.',
  },
  {
    servicio: 'Degradado',
    precio: 13000,
    duracion: 45,
    tipo: 'Cortes',
    descripcion: 'Fade bajo, medio o alto, con diseño opcional.',
  },
  {
    servicio: 'Corte niño',
    precio: 9000,
    duracion: 30,
    tipo: 'Cortes',
    descripcion: 'Para menores de 12 años.',
  },
  {
    servicio: 'Corte y lavado',
    precio: 15000,
    duracion: 60,
    tipo: 'Cortes',
    descripcion: 'Corte con lavado y masaje capilar.',
  },
  {
    servicio: 'Perfilado de barba',
    precio: 7000,
    duracion: 30,
    tipo: 'Barba',
    descripcion: 'Perfilado con máquina y navaja.',
  },
  {
    servicio: 'Afeitado clásico',
    precio: 10000,
    duracion: 45,
    tipo: 'Barba',
    descripcion: 'Toalla caliente, espuma y navaja.',
  },
  {
    servicio: 'Corte y barba',
    precio: 18000,
    duracion: 60,
    tipo: 'Combos',
    descripcion: 'Corte de pelo y perfilado de barba.',
  },
  {
    servicio: 'Corte y cejas',
    precio: 14000,
    duracion: 45,
    tipo: 'Combos',
    descripcion: 'Corte de pelo y perfilado de cejas.',
  },
];

export const PRODUCTOS_DEMO = [
  {
    nombre: 'Cera mate',
    descripcion: 'Fijación media, acabado natural sin brillo. 100 g.',
    precioBase: 9990,
    precioFinal: 8490,
    stock: 12,
  },
  {
    nombre: 'Pomada brillante',
    descripcion: 'Fijación fuerte a base de agua. 120 g.',
    precioBase: 10990,
    precioFinal: 10990,
    stock: 8,
  },
  {
    nombre: 'Aceite para barba',
    descripcion: 'Suaviza e hidrata; aroma a sándalo. 30 ml.',
    precioBase: 8990,
    precioFinal: 7190,
    stock: 15,
  },
  {
    nombre: 'Shampoo anticaspa',
    descripcion: 'Uso diario, con menta y romero. 250 ml.',
    precioBase: 7990,
    precioFinal: 7990,
    stock: 10,
  },
  {
    nombre: 'Bálsamo para barba',
    descripcion: 'Controla el frizz y da forma. 60 g.',
    precioBase: 9490,
    precioFinal: 9490,
    stock: 6,
  },
  {
    nombre: 'Peine de madera',
    descripcion: 'Peine antiestático de madera de peral.',
    precioBase: 4990,
    precioFinal: 3990,
    stock: 20,
  },
];

export const AVISO_DEMO = {
  titulo: 'Nos cambiamos de local',
  contenido:
    'Desde el 1 de marzo atendemos en nuestra nueva dirección en Maipú. Revisa la ubicación antes de venir. ¡Te esperamos!',
};

export const HORARIO_DEMO = {
  horaInicio: '11:00',
  horaFin: '20:30',
  descansoHora: '14:00',
  descansoDuracion: 60,
};
export const DIAS_DEMO = 21;

/**
 * The demo's second barber (SEED_DEMO_BARBEROS=2, issue 22): other days (Tuesday to Saturday, from noon)
 * and some of the services, so the public flow offers the barber choice and «Cualquiera».
 */
export const SEGUNDO_BARBERO_DEMO = {
  email: 'matias@barberia.cl',
  nombre: 'Matías',
  horario: { horaInicio: '12:00', horaFin: '20:00', descansoHora: '15:00', descansoDuracion: 60 },
  /** Days of the week he works (0 is Sunday). */
  dias: [2, 3, 4, 5, 6],
  servicios: ['Corte de pelo', 'Degradado', 'Perfilado de barba', 'Corte y barba'],
};

/**
 * The demo's reviews: published and flagged `demo`, so the home page shows what reviews look like while
 * the admin sees them marked and search engines never get them (issue 25). `hace`: days before the seed.
 */
export const RESENAS_DEMO = [
  {
    nombre: 'Matías R.',
    servicio: 'Degradado',
    comentario: 'El mejor degradado que me han hecho en Maipú. Puntuales y muy buena onda.',
    estrellas: 5,
    hace: 3,
  },
  {
    nombre: 'Joaquín P.',
    servicio: 'Afeitado clásico',
    comentario:
      'Agendé en un minuto desde el celular y me atendieron a la hora exacta. El afeitado clásico es otro nivel.',
    estrellas: 5,
    hace: 9,
  },
  {
    nombre: 'Felipe C.',
    servicio: 'Corte niño',
    comentario: 'Llevo a mi hijo desde hace un año: paciencia y buen trato. Siempre salimos conformes.',
    estrellas: 5,
    hace: 16,
  },
  {
    nombre: 'Sebastián M.',
    servicio: 'Corte y barba',
    comentario: 'Buen corte y buenos productos. La cera mate que me recomendaron es justo lo que buscaba.',
    estrellas: 4,
    hace: 24,
  },
] as const;
