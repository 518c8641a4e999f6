/**
 * The playground's examples. Each one is the exact markup the page draws and the snippet it offers to
 * copy, so the two can never drift apart. Dates are relative (`today+N`) so the page never expires.
 */
export interface EjemploWidget {
  id: string;
  titulo: string;
  descripcion?: string;
  atributos: Record<string, string>;
}

export interface SeccionPlayground {
  id: string;
  titulo: string;
  texto: string;
  ejemplos: EjemploWidget[];
}

/** The shop's facts the examples show: its stored name and address (admin's «Datos de la barbería»). */
export interface TiendaDelPlayground {
  nombre: string;
  /** `Av. Los Pajaritos 2145, local 3, Maipú, Región Metropolitana`, as the footer and /ubicacion show it. */
  direccionCompleta: string;
}

const eventoDeEjemplo = (tienda: TiendaDelPlayground) => ({
  name: `Corte de pelo - ${tienda.nombre}`,
  description: 'Tu hora en la barbería.[br]Llega 5 minutos antes.',
  startDate: 'today+7',
  startTime: '11:00',
  endTime: '11:45',
  timeZone: 'America/Santiago',
  location: tienda.direccionCompleta,
});
const TODAS = '"Apple","Google","iCal","Microsoft365","Outlook.com","MicrosoftTeams","Yahoo"';

export const ESTILOS_BOTON = ['default', '3d', 'flat', 'round', 'neumorphism', 'text', 'date'] as const;
export const ESTILOS_LISTA = ['dropdown', 'dropdown-static', 'dropup-static', 'overlay', 'modal'] as const;

const estilo = (evento: Evento, buttonStyle: string, lightMode: 'light' | 'dark'): EjemploWidget => ({
  id: `estilo-${buttonStyle}-${lightMode === 'light' ? 'claro' : 'oscuro'}`,
  titulo: `${buttonStyle} (${lightMode === 'light' ? 'claro' : 'oscuro'})`,
  atributos: {
    ...evento,
    options: TODAS,
    buttonStyle,
    lightMode,
    identifier: `estilo-${buttonStyle}-${lightMode}`,
  },
});

type Evento = ReturnType<typeof eventoDeEjemplo>;

/** The sections of /widget, drawn with the shop's facts as they are stored now (read on each view). */
export function seccionesDelPlayground(tienda: TiendaDelPlayground): SeccionPlayground[] {
  const evento = eventoDeEjemplo(tienda);
  return [
    {
      id: 'estilos',
      titulo: 'Estilos de botón',
      texto:
        'Cada estilo en modo claro y oscuro. round, text, date y neumorphism se abren con un clic; default, 3d y flat también al pasar el cursor (trigger="hover").',
      ejemplos: ESTILOS_BOTON.flatMap((e) => [estilo(evento, e, 'light'), estilo(evento, e, 'dark')]).map(
        (ej) =>
          ['default', '3d', 'flat'].some((e) => ej.atributos.buttonStyle === e) &&
          ej.atributos.lightMode === 'light'
            ? { ...ej, atributos: { ...ej.atributos, trigger: 'hover' } }
            : ej,
      ),
    },
    {
      id: 'iconos',
      titulo: 'Íconos de los calendarios',
      texto:
        'Google Calendar con su marca (simple-icons, CC0); Apple, Microsoft y Yahoo con pictogramas neutros, porque sus marcas no se pueden usar sin licencia o no están en simple-icons. Con buttonsList, un botón por calendario.',
      ejemplos: (['light', 'dark'] as const).map((lightMode) => ({
        id: `iconos-${lightMode === 'light' ? 'claro' : 'oscuro'}`,
        titulo: `buttonsList (${lightMode === 'light' ? 'claro' : 'oscuro'})`,
        atributos: {
          ...evento,
          options: TODAS,
          buttonsList: '',
          lightMode,
          identifier: `iconos-${lightMode}`,
        },
      })),
    },
    {
      id: 'listas',
      titulo: 'Estilos de lista',
      texto:
        'Cómo se despliega la lista de calendarios. El estilo modal muestra además una entrada para cerrar.',
      ejemplos: ESTILOS_LISTA.map((listStyle) => ({
        id: `lista-${listStyle}`,
        titulo: listStyle,
        atributos: {
          ...evento,
          options: TODAS,
          listStyle,
          trigger: 'click',
          identifier: `lista-${listStyle}`,
        },
      })),
    },
    {
      id: 'casos',
      titulo: 'Casos especiales',
      texto: 'Varias fechas, repetición, suscripción, evento cancelado y agradecimiento después de guardar.',
      ejemplos: [
        {
          id: 'varias-fechas',
          titulo: 'Evento con varias fechas',
          atributos: {
            name: 'Curso de barbería',
            options: '"Apple","Google","Outlook.com"',
            timeZone: 'America/Santiago',
            location: tienda.direccionCompleta,
            dates: JSON.stringify([
              { name: 'Clase 1: tijera', startDate: 'today+3', startTime: '18:00', endTime: '20:00' },
              { name: 'Clase 2: navaja', startDate: 'today+10', startTime: '18:00', endTime: '20:00' },
              {
                name: 'Clase 3: barba',
                startDate: 'today+17',
                startTime: '18:00',
                endTime: '20:00',
                status: 'CANCELLED',
              },
            ]),
            identifier: 'varias-fechas',
          },
        },
        {
          id: 'recurrente',
          titulo: 'Evento recurrente',
          atributos: {
            name: 'Mantención de barba',
            startDate: 'today+2',
            startTime: '10:00',
            endTime: '10:30',
            timeZone: 'America/Santiago',
            recurrence: 'weekly',
            recurrence_count: '4',
            options: '"Apple","Google","iCal"',
            identifier: 'recurrente',
          },
        },
        {
          id: 'suscripcion',
          titulo: 'Suscripción a un calendario',
          atributos: {
            name: 'Horario de la barbería',
            subscribe: '',
            icsFile: 'https://barberia.example/calendario.ics',
            options: '"Apple","Google","Microsoft365","Outlook.com","Yahoo"',
            label: 'Suscribirse al calendario',
            identifier: 'suscripcion',
          },
        },
        {
          id: 'cancelado',
          titulo: 'Evento cancelado',
          atributos: { ...evento, status: 'CANCELLED', options: '"Apple","Google"', identifier: 'cancelado' },
        },
        {
          id: 'agradecimiento',
          titulo: 'Diálogo de agradecimiento',
          atributos: {
            ...evento,
            options: '"Apple","Google"',
            ty: JSON.stringify({
              type: 'share',
              headline: '¡Nos vemos pronto!',
              text: 'Comparte la barbería con un amigo.',
              url: 'https://barberia.example/agenda',
            }),
            identifier: 'agradecimiento',
          },
        },
        {
          id: 'varias-fechas-un-archivo',
          titulo: 'Varias fechas en un solo archivo',
          descripcion: 'Apple e iCal guardan todas las fechas en un .ics; Google abre una fecha a la vez.',
          atributos: {
            name: 'Taller de degradado',
            options: '"Apple","iCal","Google"',
            timeZone: 'America/Santiago',
            location: tienda.direccionCompleta,
            dates: JSON.stringify([
              { startDate: 'today+4', startTime: '19:00', endTime: '21:00' },
              { startDate: 'today+11', startTime: '19:00', endTime: '21:00' },
            ]),
            identifier: 'varias-fechas-un-archivo',
          },
        },
        {
          id: 'en-japones',
          titulo: 'language="ja" (textos en inglés, tipografía japonesa)',
          atributos: { ...evento, options: '"Apple","Google"', language: 'ja', identifier: 'en-japones' },
        },
        {
          id: 'en-arabe',
          titulo: 'language="ar" (de derecha a izquierda)',
          atributos: { ...evento, options: '"Apple","Google"', language: 'ar', identifier: 'en-arabe' },
        },
        {
          id: 'en-ingles',
          titulo: 'En inglés',
          atributos: { ...evento, options: '"Apple","Google"', language: 'en', identifier: 'en-ingles' },
        },
      ],
    },
    {
      id: 'rsvp',
      titulo: 'Inscripción (RSVP)',
      texto:
        'Sin proKey el formulario es una demostración: valida, muestra el éxito de prueba y no envía nada. Con proKey (el id de un evento de /barbero/administrar/eventos) envía a rsvpServer, o al mismo sitio.',
      ejemplos: [
        {
          id: 'rsvp-en-linea',
          titulo: 'Formulario en la página (inlineRsvp)',
          atributos: {
            ...evento,
            name: 'Taller de barbería',
            options: '"Apple","Google"',
            inlineRsvp: '',
            rsvp: JSON.stringify({
              headline: 'Inscríbete al taller',
              text: 'Cupos limitados.',
              max: 12,
              maxpp: 3,
              maybe_option: true,
              initial_confirmation: true,
              fields: [
                { type: 'text', name: 'nombre', label: 'Tu nombre', required: true },
                { type: 'checkbox', name: 'novedades', label: 'Quiero recibir novedades' },
              ],
            }),
            identifier: 'rsvp-en-linea',
          },
        },
        {
          id: 'rsvp-dialogo',
          titulo: 'Botón que abre el formulario',
          atributos: {
            ...evento,
            name: 'Noche de lanzamiento',
            options: '"Apple","Google"',
            rsvp: JSON.stringify({ max: 40 }),
            identifier: 'rsvp-dialogo',
          },
        },
      ],
    },
  ];
}
