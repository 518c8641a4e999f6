import {
  type CampoRsvp,
  ESTADOS_ABONO,
  type EstadoRsvp,
  MOTIVOS_ABONO_FALLIDO,
  type ProductoVendido,
} from '@barberia/shared';
import { relations, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TIPOS_DE_MENSAJE } from '../infra/whatsapp/plantillas.js';

/** Instants are always timestamptz; wall-clock days and times are `date` and `HH:MM` text. */
export interface HoraDeGrilla {
  id: string;
  hora: string;
  habilitado: boolean;
}

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Binary data: PGlite hands back Uint8Array, node-postgres a Buffer; callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const creadoEn = () => timestamptz('creado_en').notNull().defaultNow();

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: text('rol', { enum: ['admin', 'barbero'] }).notNull(),
    activo: boolean('activo').notNull().default(true),
    /** The Google calendar the barber shared with the shop's service account (features/google-calendar). */
    googleCalendarId: text('google_calendar_id'),
    /** The day's agenda by mail at AGENDA_DIARIA_HORA (decision 019); the barber may turn it off. */
    agendaDiaria: boolean('agenda_diaria').notNull().default(true),
    /** A notice by mail (and WhatsApp, with phone and consent) of each booking, change and cancellation (decision 036). */
    avisosAlInstante: boolean('avisos_al_instante').notNull().default(true),
    /** The barber's mobile in E.164 for those notices; WhatsApp only while `consentimientos_whatsapp` holds it. */
    telefono: text('telefono'),
    /**
     * The generation of the user's sessions, written into every access token: a password reset raises it,
     * so tokens issued before stop working at once instead of living out their 15 minutes (issue 20).
     */
    versionSesion: integer('version_sesion').notNull().default(0),
    /** The barber's photo in the public flow's barber choice (issue 22), uploaded in their profile. */
    fotoId: uuid('foto_id').references((): AnyPgColumn => imagenes.id, { onDelete: 'set null' }),
    creadoEn: creadoEn(),
  },
  (t) => [
    uniqueIndex('usuarios_email_unico').on(sql`lower(${t.email})`),
    // One Google calendar per barber (issue 20).
    uniqueIndex('usuarios_google_calendar_unico')
      .on(sql`lower(${t.googleCalendarId})`)
      .where(sql`${t.googleCalendarId} is not null`),
    check('usuarios_rol_valido', sql`${t.rol} in ('admin', 'barbero')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    familia: uuid('familia').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: timestamptz('expira_en').notNull(),
    usadoEn: timestamptz('usado_en'),
    revocadoEn: timestamptz('revocado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [index('refresh_tokens_familia').on(t.familia)],
);

export const tiposServicio = pgTable('tipos_servicio', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  creadoEn: creadoEn(),
});

export const servicios = pgTable(
  'servicios',
  {
    id: id(),
    servicio: text('servicio').notNull().unique(),
    precio: integer('precio').notNull(),
    duracion: integer('duracion').notNull(),
    tipoId: uuid('tipo_id').references(() => tiposServicio.id, { onDelete: 'restrict' }),
    descripcion: text('descripcion').notNull().default(''),
    /** The deposit asked at booking (decision 044): a fixed amount or a percentage of the price; null: none. */
    abonoTipo: text('abono_tipo', { enum: ['monto', 'porcentaje'] }),
    abonoValor: integer('abono_valor'),
    creadoEn: creadoEn(),
  },
  (t) => [
    check('servicios_precio_no_negativo', sql`${t.precio} >= 0`),
    check(
      'servicios_abono_valido',
      sql`(${t.abonoTipo} is null and ${t.abonoValor} is null) or (${t.abonoTipo} = 'monto' and ${t.abonoValor} >= 50) or (${t.abonoTipo} = 'porcentaje' and ${t.abonoValor} between 1 and 100)`,
    ),
    check('servicios_duracion_positiva', sql`${t.duracion} > 0`),
  ],
);

export const barberoServicios = pgTable(
  'barbero_servicios',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    servicioId: uuid('servicio_id')
      .notNull()
      .references(() => servicios.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.servicioId] })],
);

export const fechas = pgTable(
  'fechas',
  {
    id: id(),
    barberoId: uuid('barbero_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
    descansoHora: text('descanso_hora'),
    descansoDuracion: integer('descanso_duracion').notNull().default(0),
    /**
     * The day's quarter-hour grid (spec: Fecha.horas with _id and habilitado), kept inside the day's
     * row: it is always read and changed with its day, and one row reads far faster than a join.
     */
    horas: jsonb('horas').$type<HoraDeGrilla[]>().notNull().default([]),
    creadoEn: creadoEn(),
  },
  (t) => [
    uniqueIndex('fechas_barbero_dia').on(t.barberoId, t.dia),
    check('fechas_horario_valido', sql`${t.horaFin} > ${t.horaInicio}`),
    check('fechas_descanso_no_negativo', sql`${t.descansoDuracion} >= 0`),
  ],
);

/**
 * A client's booking. `inicio`/`fin` are the real instants; an exclusion constraint in migration
 * 0001 makes two overlapping bookings of one barber impossible, whatever the application does.
 */
export const horasAgendadas = pgTable(
  'horas_agendadas',
  {
    id: id(),
    fechaId: uuid('fecha_id')
      .notNull()
      .references(() => fechas.id, { onDelete: 'restrict' }),
    barberoId: uuid('barbero_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
    inicio: timestamptz('inicio').notNull(),
    fin: timestamptz('fin').notNull(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    /** The client's Chilean mobile in E.164 (+569XXXXXXXX), when given (decision 030). */
    telefono: text('telefono'),
    servicio: text('servicio').notNull(),
    servicioId: uuid('servicio_id').references(() => servicios.id, { onDelete: 'set null' }),
    // Where the booking's Google event lives and its id (chosen by us, so inserting it twice is harmless);
    // a reschedule keeps the id and moves the event. Null when the barber has no calendar connected.
    googleCalendarId: text('google_calendar_id'),
    googleEventoId: text('google_evento_id'),
    /**
     * The barber's feed (decision 019): a reschedule makes a new row but carries this uid over with
     * the sequence one higher, so the barber's calendar moves the event instead of keeping both.
     */
    eventoUid: uuid('evento_uid').notNull().defaultRandom(),
    secuencia: integer('secuencia').notNull().default(0),
    /** When the client's reminder was claimed; set once, in the transaction that queues the mail. */
    recordatorioEn: timestamptz('recordatorio_en'),
    /** The same for the short reminder, RECORDATORIO_CORTO_HORAS before (decision 036). */
    recordatorioCortoEn: timestamptz('recordatorio_corto_en'),
    /** When the client said «Confirmo» on WhatsApp: shown to the barber. */
    confirmadaEn: timestamptz('confirmada_en'),
    /** When the client was asked for a review of this visit; set once, with the queued message (resenas). */
    resenaPedidaEn: timestamptz('resena_pedida_en'),
    /** The barber's mark after the hour (issue 24): ASISTIO or NO_ASISTIO; null counts as attended after a day. */
    asistencia: text('asistencia', { enum: ['ASISTIO', 'NO_ASISTIO'] }),
    asistenciaEn: timestamptz('asistencia_en'),
    /**
     * When the booking proved its e-mail (decision 053): made, moved or opened with a proof that came
     * through that mailbox (a mailed link), or booked from a waitlist entry the mailbox confirmed. Only a
     * proven identity's no-shows make a client pay deposits.
     */
    correoProbadoEn: timestamptz('correo_probado_en'),
    /** When its phone answered on WhatsApp for this booking (the signed webhook proves the number). */
    telefonoProbadoEn: timestamptz('telefono_probado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('horas_agendadas_fecha').on(t.fechaId),
    uniqueIndex('horas_agendadas_evento_google').on(t.googleCalendarId, t.googleEventoId),
    index('horas_agendadas_email').on(sql`lower(${t.email})`),
    // The reminder job reads only the bookings still waiting for theirs.
    index('horas_agendadas_sin_recordatorio').on(t.inicio).where(sql`${t.recordatorioEn} is null`),
    index('horas_agendadas_sin_recordatorio_corto').on(t.inicio).where(sql`${t.recordatorioCortoEn} is null`),
    index('horas_agendadas_sin_resena_pedida').on(t.fin).where(sql`${t.resenaPedidaEn} is null`),
    check('horas_agendadas_intervalo', sql`${t.fin} > ${t.inicio}`),
    check('horas_agendadas_asistencia', sql`${t.asistencia} in ('ASISTIO', 'NO_ASISTIO')`),
  ],
);

/**
 * The add-ons of a booking (decision 037): the services after the main one (`horas_agendadas.servicio`) in
 * the same hour block, in order. Name, price and length are kept as booked, like the main service's name:
 * a service renamed or deleted later does not rewrite a past booking. They go with their booking.
 */
export const horasAgendadasServicios = pgTable(
  'horas_agendadas_servicios',
  {
    horaAgendadaId: uuid('hora_agendada_id')
      .notNull()
      .references(() => horasAgendadas.id, { onDelete: 'cascade' }),
    orden: integer('orden').notNull(),
    servicioId: uuid('servicio_id').references(() => servicios.id, { onDelete: 'set null' }),
    servicio: text('servicio').notNull(),
    precio: integer('precio').notNull(),
    duracion: integer('duracion').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.horaAgendadaId, t.orden] }),
    check('horas_agendadas_servicios_precio_no_negativo', sql`${t.precio} >= 0`),
    check('horas_agendadas_servicios_duracion_positiva', sql`${t.duracion} > 0`),
  ],
);

/**
 * The barber's private calendar feed (decision 019). The URL's secret is derived from `semilla` with the
 * server's key, so the profile can show it again; only its SHA-256 is compared. Rotating draws a new
 * semilla and the old URL stops working.
 */
export const feedsCalendario = pgTable('feeds_calendario', {
  barberoId: uuid('barbero_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  semilla: text('semilla').notNull(),
  secretoHash: text('secreto_hash').notNull(),
  rotadoEn: timestamptz('rotado_en').notNull().defaultNow(),
});

/** One row per barber and day whose agenda mail was queued: the key makes it once, whatever the instances. */
export const agendasDiarias = pgTable(
  'agendas_diarias',
  {
    barberoId: uuid('barbero_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    creadoEn: creadoEn(),
  },
  (t) => [primaryKey({ columns: [t.barberoId, t.dia] })],
);

/** The barber's calendar. Events created by a booking disappear with it (cascade). */
export const eventosCalendario = pgTable(
  'eventos_calendario',
  {
    id: id(),
    barberoId: uuid('barbero_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    description: text('description').notNull().default(''),
    inicio: timestamptz('inicio').notNull(),
    fin: timestamptz('fin').notNull(),
    horaAgendadaId: uuid('hora_agendada_id')
      .unique()
      .references(() => horasAgendadas.id, { onDelete: 'cascade' }),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('eventos_barbero_inicio').on(t.barberoId, t.inicio),
    check('eventos_intervalo', sql`${t.fin} > ${t.inicio}`),
  ],
);

export const avisos = pgTable(
  'avisos',
  {
    id: id(),
    titulo: text('titulo').notNull(),
    contenido: text('contenido').notNull(),
    isActivo: boolean('is_activo').notNull().default(false),
    creadoEn: creadoEn(),
  },
  // One notice modal at a time: at most one active row.
  (t) => [uniqueIndex('avisos_un_activo').on(t.isActivo).where(sql`${t.isActivo}`)],
);

/**
 * An uploaded or generated picture: the normalized master (WebP, at most 2000 px wide). The sizes and
 * formats the pages ask for are made from it on first request and kept in imagen_variantes.
 */
export const imagenes = pgTable('imagenes', {
  id: id(),
  ancho: integer('ancho').notNull(),
  alto: integer('alto').notNull(),
  datos: bytea('datos').notNull(),
  creadoEn: creadoEn(),
});

export const imagenVariantes = pgTable(
  'imagen_variantes',
  {
    imagenId: uuid('imagen_id')
      .notNull()
      .references(() => imagenes.id, { onDelete: 'cascade' }),
    ancho: integer('ancho').notNull(),
    formato: text('formato', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    datos: bytea('datos').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imagenId, t.ancho, t.formato] })],
);

/** The gallery page's photos, in order. */
export const galeria = pgTable('galeria', {
  id: id(),
  imagenId: uuid('imagen_id')
    .notNull()
    .references(() => imagenes.id, { onDelete: 'cascade' }),
  alt: text('alt').notNull(),
  orden: integer('orden').notNull(),
  creadoEn: creadoEn(),
});

export const productos = pgTable(
  'productos',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    precioBase: integer('precio_base').notNull(),
    precioFinal: integer('precio_final').notNull(),
    stock: integer('stock').notNull().default(0),
    imagenId: uuid('imagen_id').references(() => imagenes.id, { onDelete: 'set null' }),
    creadoEn: creadoEn(),
  },
  (t) => [
    check('productos_precios_no_negativos', sql`${t.precioBase} >= 0 and ${t.precioFinal} >= 0`),
    check('productos_stock_no_negativo', sql`${t.stock} >= 0`),
  ],
);

/** Mail waits here, written in the same transaction as what caused it, until SMTP accepts it. */
/** A mail attachment: file name, MIME type and its text content. */
export interface AdjuntoCorreo {
  nombre: string;
  tipo: string;
  contenido: string;
}

export const correosOutbox = pgTable(
  'correos_outbox',
  {
    id: id(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    // Small text files sent with the mail (the booking's .ics); kept in the row so a retry sends the
    // same bytes the transaction decided on.
    adjuntos: jsonb('adjuntos').$type<AdjuntoCorreo[]>().notNull().default([]),
    // descartado: every allowed attempt failed (outbox.ts MAXIMO_INTENTOS); kept, never retried.
    estado: text('estado', { enum: ['pendiente', 'enviado', 'descartado'] })
      .notNull()
      .default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamptz('proximo_intento').notNull().defaultNow(),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamptz('enviado_en'),
    /** A mail that must go at most once per event (the barber's notices, decision 036); null for the rest. */
    clave: text('clave'),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('correos_pendientes').on(t.proximoIntento).where(sql`${t.estado} = 'pendiente'`),
    // NULLs are distinct: only keyed mail is unique.
    uniqueIndex('correos_outbox_clave').on(t.clave),
  ],
);

/**
 * Google Calendar writes waiting to be made, one row per event (calendar × event id). A row says "make
 * this event match our database", not what to send: the worker reads the booking when it runs, so changes
 * made while Google was down collapse into one call and arrive in order. `cambio` counts the changes
 * queued; a worker only marks the row done when no change arrived while it worked.
 */
export const googleCalendarCola = pgTable(
  'google_calendar_cola',
  {
    id: id(),
    calendarId: text('calendar_id').notNull(),
    eventoId: text('evento_id').notNull(),
    barberoId: uuid('barbero_id'),
    estado: text('estado', { enum: ['pendiente', 'hecho', 'descartado'] })
      .notNull()
      .default('pendiente'),
    cambio: integer('cambio').notNull().default(0),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamptz('proximo_intento').notNull().defaultNow(),
    /** The claim token of the worker holding the row; its late writes match nothing once it changes. */
    reclamo: uuid('reclamo'),
    ultimoError: text('ultimo_error'),
    hechoEn: timestamptz('hecho_en'),
    creadoEn: creadoEn(),
  },
  (t) => [
    uniqueIndex('google_calendar_cola_evento').on(t.calendarId, t.eventoId),
    index('google_calendar_cola_pendientes').on(t.proximoIntento).where(sql`${t.estado} = 'pendiente'`),
  ],
);

/**
 * WhatsApp messages to clients (decision 035), one row per message kind and booking (`clave`), so several
 * instances and workers queue and send each at most once. The template's parameters are frozen when the
 * change commits, like a mail's text; `respaldo` is the mail sent instead if WhatsApp cannot deliver it.
 * `horaAgendadaId` has no foreign key: a cancellation's message outlives its booking, and a button pressed
 * on a message whose booking is gone finds nothing to act on.
 */
export const whatsappMensajes = pgTable(
  'whatsapp_mensajes',
  {
    id: id(),
    clave: text('clave').notNull(),
    tipo: text('tipo', {
      enum: [...TIPOS_DE_MENSAJE, 'texto'],
    }).notNull(),
    horaAgendadaId: uuid('hora_agendada_id'),
    telefono: text('telefono').notNull(),
    /** The template's body parameters (the template follows from `tipo`), or a free text's body. */
    parametros: jsonb('parametros').$type<string[]>().notNull().default([]),
    texto: text('texto'),
    respaldo: jsonb('respaldo').$type<{
      para: string;
      asunto: string;
      texto: string;
      adjuntos?: AdjuntoCorreo[];
    } | null>(),
    // pendiente → enviado (Meta took it) → entregado → leido; fallido (Meta or the phone refused: the
    // mail went instead), descartado (every attempt failed), sin_consentimiento (withdrawn before sending).
    estado: text('estado', {
      enum: ['pendiente', 'enviado', 'entregado', 'leido', 'fallido', 'descartado', 'sin_consentimiento'],
    })
      .notNull()
      .default('pendiente'),
    wamid: text('wamid'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamptz('proximo_intento').notNull().defaultNow(),
    reclamo: uuid('reclamo'),
    ultimoError: text('ultimo_error'),
    enviadoEn: timestamptz('enviado_en'),
    estadoEn: timestamptz('estado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [
    uniqueIndex('whatsapp_mensajes_clave').on(t.clave),
    uniqueIndex('whatsapp_mensajes_wamid').on(t.wamid),
    index('whatsapp_mensajes_pendientes').on(t.proximoIntento).where(sql`${t.estado} = 'pendiente'`),
    index('whatsapp_mensajes_hora').on(t.horaAgendadaId),
  ],
);

/**
 * A phone's consent to WhatsApp messages (law 21.719): the exact text the client ticked and when; «BAJA»
 * sets `retiradoEn`. Per number, not per booking: withdrawing stops every message to it.
 */
export const consentimientosWhatsapp = pgTable(
  'consentimientos_whatsapp',
  {
    telefono: text('telefono').primaryKey(),
    texto: text('texto').notNull(),
    otorgadoEn: timestamptz('otorgado_en').notNull(),
    retiradoEn: timestamptz('retirado_en'),
    /**
     * Who withdrew it (issue 41): `whatsapp`, the number itself, and then only its own «ALTA» gives it
     * back; `perfil`, a barber's profile, which may also give it back. A ticked box never does.
     */
    retiradoPor: text('retirado_por', { enum: ['whatsapp', 'perfil'] }),
  },
  (t) => [check('consentimientos_whatsapp_retirado_por', sql`${t.retiradoPor} in ('whatsapp', 'perfil')`)],
);

/**
 * The clients' WhatsApp messages already acted on, by Meta's id (issue 41): recorded in the transaction
 * of their effect, so a signed event sent again (by Meta or by whoever captured it) changes nothing, on
 * any instance. Purged once older than Meta's retries (infra/whatsapp/recibidos.repository.ts).
 */
export const whatsappRecibidos = pgTable(
  'whatsapp_recibidos',
  {
    wamid: text('wamid').primaryKey(),
    recibidoEn: timestamptz('recibido_en').notNull(),
  },
  (t) => [index('whatsapp_recibidos_recibido_en').on(t.recibidoEn)],
);

/**
 * A no-show (issue 24): written when the barber marks «No asistió», removed if they change it to «Asistió».
 * Kept apart from the booking, whose day the barber may delete («Eliminar fechas pasadas»): the count per
 * client and per barber outlives it, until the retention period (purga).
 */
export const inasistencias = pgTable(
  'inasistencias',
  {
    id: id(),
    horaAgendadaId: uuid('hora_agendada_id')
      .unique()
      .references(() => horasAgendadas.id, { onDelete: 'set null' }),
    barberoId: uuid('barbero_id').references(() => usuarios.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    telefono: text('telefono'),
    servicio: text('servicio').notNull(),
    dia: text('dia').notNull(),
    fin: timestamptz('fin').notNull(),
    /**
     * The booking's proofs, copied at the mark and kept up to date while it exists (decision 053): the
     * deposit rule counts a no-show against the e-mail or phone only when the booking proved it.
     */
    correoProbadoEn: timestamptz('correo_probado_en'),
    telefonoProbadoEn: timestamptz('telefono_probado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [index('inasistencias_email').on(sql`lower(${t.email})`), index('inasistencias_fin').on(t.fin)],
);

/**
 * An e-mail's consent to be reminded to come back (issue 25): the exact text ticked and when; the link in
 * the reminder sets `retiradoEn`. `avisadoPorDia` is the last visit the one reminder was sent for.
 */
export const consentimientosRegreso = pgTable('consentimientos_regreso', {
  email: text('email').primaryKey(),
  texto: text('texto').notNull(),
  otorgadoEn: timestamptz('otorgado_en').notNull(),
  retiradoEn: timestamptz('retirado_en'),
  avisadoPorDia: text('avisado_por_dia'),
  avisadoEn: timestamptz('avisado_en'),
});

/**
 * Permission to register (spec Acceso), an invitation: one e-mail, one role, and the hash of the
 * single-use token mailed to that address (docs/decisions/020). Consumed by the registration it allows.
 * Entries from before invitations have no token and expired at the migration: the admin sends a new one.
 */
export const accesos = pgTable(
  'accesos',
  {
    id: id(),
    email: text('email').notNull(),
    rol: text('rol', { enum: ['admin', 'barbero'] }).notNull(),
    tokenHash: text('token_hash').unique(),
    expiraEn: timestamptz('expira_en').notNull().defaultNow(),
    creadoEn: creadoEn(),
  },
  (t) => [
    uniqueIndex('accesos_email_unico').on(sql`lower(${t.email})`),
    check('accesos_rol_valido', sql`${t.rol} in ('admin', 'barbero')`),
  ],
);

/** A password-reset link: only the hash of its token is kept; single use, short-lived. */
export const restablecimientos = pgTable(
  'restablecimientos',
  {
    id: id(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEn: timestamptz('expira_en').notNull(),
    usadoEn: timestamptz('usado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [index('restablecimientos_usuario').on(t.usuarioId)],
);

/**
 * Failed logins of one account (its lower-cased e-mail, whether or not it exists, so a 429 never tells
 * which e-mails have accounts). After UMBRAL failures each attempt waits longer (docs/decisions/020).
 */
export const fallosLogin = pgTable('fallos_login', {
  email: text('email').primaryKey(),
  fallos: integer('fallos').notNull().default(0),
  /** No attempt is checked before this instant; a correct password afterwards deletes the row. */
  esperaHasta: timestamptz('espera_hasta').notNull().defaultNow(),
  actualizadoEn: timestamptz('actualizado_en').notNull().defaultNow(),
});

/**
 * Rate-limit counters (plugins/limites-almacen.ts), shared by every instance and kept across restarts.
 * UNLOGGED (migration 0012, which drizzle-kit cannot express): a crash empties it, a restart does not.
 */
export const limites = pgTable(
  'limites',
  {
    clave: text('clave').primaryKey(),
    conteo: integer('conteo').notNull(),
    expiraEn: timestamptz('expira_en').notNull(),
  },
  (t) => [index('limites_expira').on(t.expiraEn)],
);

/** A product sale (spec Venta). Written by the payments flow; the back office reads it. */
/** Webpay's commit or status answer, kept whole for support and audits. */
export type RespuestaWebpay = Record<string, unknown>;

export const ventas = pgTable(
  'ventas',
  {
    id: id(),
    email: text('email').notNull(),
    productos: jsonb('productos').$type<ProductoVendido[]>().notNull().default([]),
    precioTotal: integer('precio_total').notNull(),
    fecha: timestamptz('fecha').notNull().defaultNow(),
    status: text('status', { enum: ['PENDIENTE', 'PAGADO', 'FALLIDA', 'ANULADA'] }).notNull(),
    buyOrder: text('buy_order').notNull().unique(),
    authorizationCode: text('authorization_code'),
    medio: text('medio', { enum: ['webpay', 'efectivo'] })
      .notNull()
      .default('webpay'),
    /** Webpay's session_id: random, so a forged cancel or timeout return cannot name a sale. */
    sessionId: text('session_id'),
    token: text('token'),
    /** The card's last 4 digits (Webpay's card_detail.card_number). */
    cardNumber: text('card_number'),
    respuestaWebpay: jsonb('respuesta_webpay').$type<RespuestaWebpay>(),
    respuestaAnulacion: jsonb('respuesta_anulacion').$type<RespuestaWebpay>(),
    /** Until when the stock taken at creation is held for this PENDIENTE sale (form life + margin). */
    reservaHasta: timestamptz('reserva_hasta'),
    /**
     * The buyer's address while the sale is PENDIENTE, for the limit of pending checkouts per address
     * (docs/decisions/023); cleared when the sale settles.
     */
    ip: text('ip'),
    actualizadoEn: timestamptz('actualizado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('ventas_fecha').on(t.fecha),
    uniqueIndex('ventas_token_unico').on(t.token),
    index('ventas_pendientes').on(t.reservaHasta).where(sql`${t.status} = 'PENDIENTE'`),
    // The pending checkouts of one address and of one e-mail, counted before a new one reserves stock.
    index('ventas_pendientes_por_ip').on(t.ip).where(sql`${t.status} = 'PENDIENTE'`),
    index('ventas_pendientes_por_email').on(sql`lower(${t.email})`).where(sql`${t.status} = 'PENDIENTE'`),
    check('ventas_total_no_negativo', sql`${t.precioTotal} >= 0`),
    check('ventas_status_valido', sql`${t.status} in ('PENDIENTE', 'PAGADO', 'FALLIDA', 'ANULADA')`),
    check('ventas_medio_valido', sql`${t.medio} in ('webpay', 'efectivo')`),
    // Webpay refuses a buy_order longer than 26 characters.
    check('ventas_buy_order_largo', sql`char_length(${t.buyOrder}) between 1 and 26`),
  ],
);

/** A shop event people answer to (issue 13): the widget's `rsvp` settings plus the event itself. */
export const eventos = pgTable(
  'eventos',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    location: text('location').notNull().default(''),
    max: integer('max').notNull(),
    maxpp: integer('maxpp').notNull().default(1),
    /** Wall-clock `YYYY-MM-DD HH:MM` in the shop's zone; null: open until the event. */
    expires: text('expires'),
    initialConfirmation: boolean('initial_confirmation').notNull().default(true),
    maybeOption: boolean('maybe_option').notNull().default(false),
    doubleOptIn: boolean('double_opt_in').notNull().default(false),
    fields: jsonb('fields').$type<CampoRsvp[]>().notNull().default([]),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('eventos_fecha').on(t.startDate),
    check('eventos_cupos', sql`${t.max} >= 1 and ${t.maxpp} >= 1 and ${t.maxpp} <= ${t.max}`),
  ],
);

/**
 * Per e-mail and event, at most one confirmed answer and one waiting for its mail (confirmado_en null):
 * a new answer with double opt-in, or a change to a confirmed one, which takes effect only when its link is
 * used (docs/decisions/023); until then the confirmed answer stays as it was. Only the hash of the
 * single-use token is kept; an unused one lapses at expira_en, and holds places only until retiene_hasta.
 */
export const rsvps = pgTable(
  'rsvps',
  {
    id: id(),
    eventoId: uuid('evento_id')
      .notNull()
      .references(() => eventos.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['confirmed', 'undecided', 'declined'] })
      .$type<EstadoRsvp>()
      .notNull(),
    amount: integer('amount').notNull(),
    payload: jsonb('payload').$type<Record<string, string | boolean>>().notNull().default({}),
    confirmadoEn: timestamptz('confirmado_en'),
    tokenHash: text('token_hash').unique(),
    expiraEn: timestamptz('expira_en'),
    /** A waiting answer holds its places until then (RSVP_RETENCION_MINUTOS); null: it holds none. */
    retieneHasta: timestamptz('retiene_hasta'),
    /** The address a waiting answer came from, for the limit per address; null once confirmed. */
    ip: text('ip'),
    creadoEn: creadoEn(),
    actualizadoEn: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rsvps_email_por_evento').on(
      t.eventoId,
      sql`lower(${t.email})`,
      sql`(${t.confirmadoEn} is null)`,
    ),
    index('rsvps_pendientes_por_ip').on(t.ip, t.actualizadoEn).where(sql`${t.confirmadoEn} is null`),
    check('rsvps_status_valido', sql`${t.status} in ('confirmed', 'undecided', 'declined')`),
    check('rsvps_amount_positivo', sql`${t.amount} >= 1`),
  ],
);

/**
 * A client's review of one attended visit (issue 25): at most one per booking. What the public sees is
 * copied here when it is written (first name and initial, service, day), so it outlives the booking's
 * purge; `email` is kept only for the client's data export and deletion.
 */
export const resenas = pgTable(
  'resenas',
  {
    id: id(),
    horaAgendadaId: uuid('hora_agendada_id').references(() => horasAgendadas.id, { onDelete: 'set null' }),
    barberoId: uuid('barbero_id').references(() => usuarios.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    servicio: text('servicio').notNull(),
    dia: date('dia', { mode: 'string' }).notNull(),
    estrellas: integer('estrellas').notNull(),
    comentario: text('comentario'),
    estado: text('estado').notNull().default('PENDIENTE'),
    respuesta: text('respuesta'),
    /** Seeded by the demo: the admin sees it flagged, never mistaken for a client's words. */
    demo: boolean('demo').notNull().default(false),
    creadoEn: creadoEn(),
    moderadaEn: timestamptz('moderada_en'),
  },
  (t) => [
    uniqueIndex('resenas_hora_agendada').on(t.horaAgendadaId),
    index('resenas_email').on(sql`lower(${t.email})`),
    index('resenas_publicadas').on(t.estado, t.creadoEn),
    check('resenas_estrellas', sql`${t.estrellas} between 1 and 5`),
    check('resenas_estado_valido', sql`${t.estado} in ('PENDIENTE', 'PUBLICADA', 'OCULTA')`),
  ],
);

export const fechasRelations = relations(fechas, ({ one, many }) => ({
  creadoPor: one(usuarios, { fields: [fechas.barberoId], references: [usuarios.id] }),
  horasAgendadas: many(horasAgendadas),
}));
export const horasAgendadasRelations = relations(horasAgendadas, ({ one }) => ({
  fecha: one(fechas, { fields: [horasAgendadas.fechaId], references: [fechas.id] }),
}));
export const serviciosRelations = relations(servicios, ({ one, many }) => ({
  tipo: one(tiposServicio, { fields: [servicios.tipoId], references: [tiposServicio.id] }),
  barberos: many(barberoServicios),
}));
export const tiposServicioRelations = relations(tiposServicio, ({ many }) => ({
  servicios: many(servicios),
}));
export const barberoServiciosRelations = relations(barberoServicios, ({ one }) => ({
  usuario: one(usuarios, { fields: [barberoServicios.usuarioId], references: [usuarios.id] }),
  servicio: one(servicios, { fields: [barberoServicios.servicioId], references: [servicios.id] }),
}));
export const usuariosRelations = relations(usuarios, ({ one, many }) => ({
  foto: one(imagenes, { fields: [usuarios.fotoId], references: [imagenes.id] }),
  servicios: many(barberoServicios),
  fechas: many(fechas),
}));

/**
 * The waitlist of a full day (issue 24, decision 043): who waits for an hour on `dia`, for which services
 * and with which barber (null: «Cualquiera»), in order of arrival. Personal data: in the export and the
 * deletion, and gone with its day.
 */
export const listaEspera = pgTable(
  'lista_espera',
  {
    id: id(),
    dia: date('dia', { mode: 'string' }).notNull(),
    barberoId: uuid('barbero_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    servicioId: uuid('servicio_id')
      .notNull()
      .references(() => servicios.id, { onDelete: 'cascade' }),
    /** The add-ons' ids, in order (decision 037). */
    adicionales: uuid('adicionales').array().notNull().default(sql`'{}'::uuid[]`),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    /** E.164, when given; the offer goes by WhatsApp too while the phone holds consent (decision 035). */
    telefono: text('telefono'),
    /**
     * When the joining mail's link was opened (decision 053): only then does the entry fill the list, stand
     * in line and get offers. Unconfirmed by `confirmarHasta`, it is deleted.
     */
    confirmadaEn: timestamptz('confirmada_en'),
    confirmarHasta: timestamptz('confirmar_hasta'),
    /** The client address that joined: counted against LISTA_ESPERA_POR_IP, and gone with the entry. */
    ip: text('ip'),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('lista_espera_dia').on(t.dia, t.creadoEn),
    uniqueIndex('lista_espera_dia_email').on(t.dia, sql`lower(${t.email})`),
    index('lista_espera_ip').on(t.ip),
  ],
);

/**
 * The hour held for one waiting person until `venceEn`. The hold is a calendar event of the barber
 * (`eventoId`): the hour screen and the booking rules already treat events as busy, so nobody else can
 * book it, and the barber sees who it is kept for. Removing the event removes the offer.
 */
export const ofertasEspera = pgTable('ofertas_espera', {
  entradaId: uuid('entrada_id')
    .primaryKey()
    .references(() => listaEspera.id, { onDelete: 'cascade' }),
  eventoId: uuid('evento_id')
    .notNull()
    .unique()
    .references(() => eventosCalendario.id, { onDelete: 'cascade' }),
  fechaId: uuid('fecha_id')
    .notNull()
    .references(() => fechas.id, { onDelete: 'cascade' }),
  horaInicio: text('hora_inicio').notNull(),
  horaFin: text('hora_fin').notNull(),
  venceEn: timestamptz('vence_en').notNull(),
  creadoEn: creadoEn(),
});

/** The shop's deposit policy (decision 044): one row, id 1, written by the admin; absent: the defaults. */
export const politicaAbonos = pgTable(
  'politica_abonos',
  {
    id: integer('id').primaryKey().default(1),
    ventanaHoras: integer('ventana_horas').notNull(),
    alCancelarTarde: text('al_cancelar_tarde', { enum: ['retener', 'credito'] }).notNull(),
    minutosParaPagar: integer('minutos_para_pagar').notNull(),
    inasistenciasParaAbono: integer('inasistencias_para_abono').notNull(),
    porcentajePorInasistencias: integer('porcentaje_por_inasistencias').notNull(),
    actualizadoEn: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [check('politica_abonos_una_fila', sql`${t.id} = 1`)],
);

/**
 * A booking's deposit (decision 044). While PENDIENTE the hour is held by a calendar event of the barber
 * (`eventoId`) and the booking to make is `reserva`; PAGADO points at the booking made, which a reschedule
 * moves. The amount charged by Webpay is `monto`; `credito` is the client's earlier credit counted first.
 */
export const abonos = pgTable(
  'abonos',
  {
    id: id(),
    estado: text('estado', { enum: ESTADOS_ABONO }).notNull(),
    motivo: text('motivo', { enum: MOTIVOS_ABONO_FALLIDO }),
    email: text('email').notNull(),
    nombre: text('nombre').notNull(),
    telefono: text('telefono'),
    monto: integer('monto').notNull(),
    credito: integer('credito').notNull().default(0),
    fechaId: uuid('fecha_id').references(() => fechas.id, { onDelete: 'set null' }),
    barberoId: uuid('barbero_id').references(() => usuarios.id, { onDelete: 'set null' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
    inicio: timestamptz('inicio').notNull(),
    fin: timestamptz('fin').notNull(),
    servicio: text('servicio').notNull(),
    /** The booking input to make once paid (AgregarHoraAgendadaInput, with the barber chosen at the hold). */
    reserva: jsonb('reserva').$type<Record<string, unknown>>().notNull(),
    eventoId: uuid('evento_id').references(() => eventosCalendario.id, { onDelete: 'set null' }),
    venceEn: timestamptz('vence_en').notNull(),
    // No foreign key on purpose: a booking the shop removes leaves its paid deposit pointing at nothing,
    // which is how the periodic run finds deposits to give back (decision 044).
    horaAgendadaId: uuid('hora_agendada_id'),
    buyOrder: text('buy_order').unique(),
    sessionId: text('session_id'),
    token: text('token').unique(),
    respuestaWebpay: jsonb('respuesta_webpay').$type<Record<string, unknown>>(),
    respuestaReembolso: jsonb('respuesta_reembolso').$type<Record<string, unknown>>(),
    /**
     * Who holds an unpaid hour, only while PENDIENTE (decision 051): the client address and a hash of the
     * browser's `dispositivo_abono` cookie, counted to cap the holds one visitor keeps alive.
     */
    ip: text('ip'),
    dispositivo: text('dispositivo'),
    /** When the deposit's page handed its client proof out (once, at Webpay's return: decision 051). */
    pruebaEntregadaEn: timestamptz('prueba_entregada_en'),
    actualizadoEn: timestamptz('actualizado_en'),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('abonos_hora').on(t.horaAgendadaId),
    index('abonos_pendientes_ip').on(t.ip).where(sql`${t.estado} = 'PENDIENTE'`),
    index('abonos_pendientes_dispositivo').on(t.dispositivo).where(sql`${t.estado} = 'PENDIENTE'`),
    index('abonos_email').on(sql`lower(${t.email})`),
    index('abonos_por_resolver')
      .on(t.venceEn)
      .where(sql`${t.estado} in ('PENDIENTE', 'APROBADO', 'REEMBOLSO_PENDIENTE')`),
    check('abonos_montos_no_negativos', sql`${t.monto} >= 0 and ${t.credito} >= 0`),
    check('abonos_buy_order_largo', sql`char_length(${t.buyOrder}) between 1 and 26`),
  ],
);

/**
 * A client's credit as a ledger (decision 051): every movement is a row that is never changed, and the
 * balance of an address is the sum of its rows. `credito` (+) a deposit kept as credit by a late
 * cancellation or a no-show, `anulacion` (−) that credit taken back by «Asistió», `gasto` (−) a deposit
 * paid with it, `devolucion` (+) what that deposit took, given back when it is refunded or fails,
 * `apertura` (+) the balance carried over from the old table. Movements of one address are written under
 * its turn (`credito|email`), so the balance never goes below zero.
 */
export const movimientosCredito = pgTable(
  'movimientos_credito',
  {
    id: id(),
    email: text('email').notNull(),
    tipo: text('tipo', { enum: ['apertura', 'credito', 'anulacion', 'gasto', 'devolucion'] }).notNull(),
    monto: integer('monto').notNull(),
    /** The deposit the movement belongs to. */
    abonoId: uuid('abono_id').references(() => abonos.id, { onDelete: 'set null' }),
    creadoEn: creadoEn(),
  },
  (t) => [
    index('movimientos_credito_email').on(sql`lower(${t.email})`),
    index('movimientos_credito_abono').on(t.abonoId),
    check(
      'movimientos_credito_signo',
      sql`(${t.tipo} in ('apertura', 'credito', 'devolucion') and ${t.monto} > 0) or (${t.tipo} in ('anulacion', 'gasto') and ${t.monto} < 0)`,
    ),
  ],
);

/**
 * The shop's own facts (issue 25): one row, the record the admin edits at /barbero/administrar/tienda,
 * checked by the shared `tiendaSchema` on the way in and on the way out. No row: the defaults
 * (TIENDA_PREDETERMINADA). A change notifies 'agenda_cambio' with 'tienda' (migration 0025), so every
 * instance's cached copy and drawn pages follow on the next request.
 */
export const tienda = pgTable(
  'tienda',
  {
    id: integer('id').primaryKey().default(1),
    datos: jsonb('datos').$type<unknown>().notNull(),
    actualizadoEn: timestamptz('actualizado_en').notNull().defaultNow(),
  },
  (t) => [check('tienda_una_fila', sql`${t.id} = 1`)],
);
