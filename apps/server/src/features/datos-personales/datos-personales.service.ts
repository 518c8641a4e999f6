import { createHash } from 'node:crypto';
import type { DatosPersonalesInput } from '@barberia/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import type { UsuarioSesion } from '../../infra/sesion.js';
import * as repo from './datos-personales.repository.js';

export type DatosPersonalesDeps = Pick<Deps, 'db' | 'clock'> & { log: Pick<FastifyBaseLogger, 'info'> };

/**
 * The audit line names the address by a hash: the log proves what was done and lets a later request
 * about the same address be matched, without keeping the address itself.
 */
export const huellaDeEmail = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

/** Access and deletion rights of law 21.719 for one e-mail, exercised by the admin (docs/decisions/027). */
export function crearDatosPersonalesService({ db, clock, log }: DatosPersonalesDeps) {
  function auditar(admin: UsuarioSesion, accion: 'exportar' | 'eliminar', email: string, extra = {}) {
    log.info(
      { auditoria: 'datos-personales', accion, adminId: admin.id, correo: huellaDeEmail(email), ...extra },
      `datos personales: ${accion}`,
    );
  }

  return {
    async exportar(admin: UsuarioSesion, { email }: DatosPersonalesInput) {
      const datos = await repo.datosDeEmail(db, email);
      auditar(admin, 'exportar', email);
      const iso = (d: Date) => d.toISOString();
      return {
        email,
        generadoEn: iso(clock()),
        horasAgendadas: datos.horas.map(({ id, inicio, fin, creadoEn, ...h }) => ({
          _id: id,
          inicio: iso(inicio),
          fin: iso(fin),
          creadoEn: iso(creadoEn),
          ...h,
        })),
        rsvps: datos.respuestas.map((r) => ({
          ...r,
          confirmadoEn: r.confirmadoEn ? iso(r.confirmadoEn) : null,
          creadoEn: iso(r.creadoEn),
        })),
        ventas: datos.compras.map(({ id, fecha, ...v }) => ({ _id: id, fecha: iso(fecha), ...v })),
        correos: datos.correos.map((c) => ({
          ...c,
          creadoEn: iso(c.creadoEn),
          enviadoEn: c.enviadoEn ? iso(c.enviadoEn) : null,
        })),
        resenas: datos.opiniones.map(({ id, creadoEn, ...r }) => ({
          _id: id,
          creadoEn: iso(creadoEn),
          ...r,
        })),
        consentimientosWhatsapp: datos.consentimientos.map((c) => ({
          ...c,
          otorgadoEn: iso(c.otorgadoEn),
          retiradoEn: c.retiradoEn ? iso(c.retiradoEn) : null,
        })),
        inasistencias: datos.inasistencias.map((f) => ({ ...f, creadoEn: iso(f.creadoEn) })),
        listaEspera: datos.listaEspera.map((e) => ({ ...e, creadoEn: iso(e.creadoEn) })),
        abonos: datos.abonos.map(({ id, creadoEn, ...a }) => ({ _id: id, creadoEn: iso(creadoEn), ...a })),
        creditos: datos.creditos.map((c) => ({ tipo: c.tipo, monto: c.monto, creadoEn: iso(c.creadoEn) })),
        consentimientoRegreso: datos.regreso && {
          texto: datos.regreso.texto,
          otorgadoEn: iso(datos.regreso.otorgadoEn),
          retiradoEn: datos.regreso.retiradoEn ? iso(datos.regreso.retiradoEn) : null,
          avisadoEn: datos.regreso.avisadoEn ? iso(datos.regreso.avisadoEn) : null,
        },
      };
    },

    async eliminar(admin: UsuarioSesion, { email }: DatosPersonalesInput) {
      const n = await db.transaction((tx) => repo.eliminarDatosDeEmail(tx, email));
      auditar(admin, 'eliminar', email, n);
      const total = n.horas + n.respuestas + n.compras + n.correos + n.opiniones + n.telefonos;
      return {
        msg:
          total === 0
            ? 'No hay datos guardados de ese correo.'
            : 'Datos personales eliminados. Las ventas y los abonos se conservan para la contabilidad, sin los datos de quien pagó.',
        horasAgendadas: n.horas,
        rsvps: n.respuestas,
        ventasAnonimizadas: n.compras,
        correos: n.correos,
        resenas: n.opiniones,
      };
    },
  };
}

export type DatosPersonalesService = ReturnType<typeof crearDatosPersonalesService>;
