import type { CotizacionAbono } from '@barberia/shared';
import { useEffect, useState } from 'react';
import { ApiError, mensajeDeError } from '../../../lib/api-client';
import { queryCache, useQuery } from '../../../lib/consultas';
import { MENSAJES_LISTA_ESPERA } from '../../../lib/mensajes/lista-espera';
import { useMutation } from '../../../lib/mutaciones';
import {
  agendarDesdeEspera,
  confirmarListaEspera,
  entradaEsperaQueryOptions,
  salirDeListaEspera,
} from '../api/lista-espera';
import { abonoRequerido } from '../lib/abono-requerido';
import { tokensCliente } from '../lib/tokens-cliente';

/** How an entry's page ends: the held hour booked, or the client out of the list. */
export type FinDeEspera =
  | { tipo: 'agendada'; msg: string; dia: string; horaInicio: string; servicio: string; email: string }
  | { tipo: 'fuera'; msg: string };

type MensajeDeEspera = (typeof MENSAJES_LISTA_ESPERA)[keyof typeof MENSAJES_LISTA_ESPERA];

/**
 * The confirmation of an entry opened from its joining mail (decision 053): done (the server's «Listo: …»),
 * refused because this proof did not come in that mail, or refused for another reason.
 */
export type Confirmacion =
  | { tipo: 'listo'; msg: string }
  | { tipo: 'sin-correo' }
  | { tipo: 'error'; msg: string };

const fueraDeLaLista = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * One waitlist entry (issue 24): read with its proof once `habilitada`, booked or left with the same proof.
 * When the held hour lapses the page asks again, so it never offers an hour that is no longer held.
 */
export function useEntradaEspera(id: string, habilitada: boolean) {
  const opciones = entradaEsperaQueryOptions(id);
  const consulta = useQuery({ ...opciones, enabled: habilitada });
  const [fin, setFin] = useState<FinDeEspera | null>(null);
  const [falla, setFalla] = useState<string | null>(null);
  /** The held hour's services ask for a deposit (decision 044): the dialog that pays it is open. */
  const [abono, setAbono] = useState<CotizacionAbono | null>(null);
  const [confirmacion, setConfirmacion] = useState<Confirmacion | null>(null);
  const releer = () => queryCache.invalidateQueries({ queryKey: opciones.queryKey });

  // An entry not confirmed yet is confirmed as the page opens: landing from the joining mail's link is
  // the confirmation. Once per page; the entry is read again with its place.
  const sinConfirmar = consulta.data?.confirmada === false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an unconfirmed entry asks, once.
  useEffect(() => {
    if (!sinConfirmar || confirmacion) return;
    confirmarListaEspera(id).then(
      ({ msg }) => {
        setConfirmacion({ tipo: 'listo', msg });
        void releer();
      },
      (error: unknown) => {
        if (fueraDeLaLista(error))
          return setFin({ tipo: 'fuera', msg: mensajeDeError(error, MENSAJES_LISTA_ESPERA.CONFIRMAR) });
        setConfirmacion(
          error instanceof ApiError && error.code === 'CONFIRMAR_ESPERA_POR_CORREO'
            ? { tipo: 'sin-correo' }
            : { tipo: 'error', msg: mensajeDeError(error, MENSAJES_LISTA_ESPERA.CONFIRMAR) },
        );
      },
    );
  }, [sinConfirmar]);

  const venceEn = consulta.data?.oferta?.venceEn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new deadline sets a new timer.
  useEffect(() => {
    if (!venceEn || fin) return;
    const faltan = Math.max(new Date(venceEn).getTime() - Date.now(), 0);
    // A second's margin: the server lets the hour go at `venceEn`, not before.
    const timer = setTimeout(() => void releer(), faltan + 1000);
    return () => clearTimeout(timer);
  }, [venceEn, fin]);

  /** A refused action: out of the list (404) ends the page, anything else is said and the entry read again. */
  const alFallar = (error: unknown, porDefecto: MensajeDeEspera) => {
    const cotizacion = abonoRequerido(error);
    if (cotizacion) return setAbono(cotizacion);
    const msg = mensajeDeError(error, porDefecto);
    if (fueraDeLaLista(error)) return setFin({ tipo: 'fuera', msg });
    setFalla(msg);
    void releer();
  };

  const agendar = useMutation({
    mutationFn: () => agendarDesdeEspera(id),
    onSuccess: async ({ msg, horaAgendada, tokenCliente }) => {
      // As after the contact step: this device may now see and cancel the hour without asking for a link.
      tokensCliente.guardar(tokenCliente, Date.now());
      const entrada = consulta.data;
      setFin({
        tipo: 'agendada',
        msg,
        dia: entrada?.dia ?? '',
        horaInicio: horaAgendada.horaInicio,
        servicio: entrada?.servicio ?? horaAgendada.servicio,
        email: entrada?.email ?? horaAgendada.email ?? '',
      });
      await queryCache.invalidateQueries({ queryKey: ['fechas'] });
    },
  });
  const salir = useMutation({
    mutationFn: () => salirDeListaEspera(id),
    onSuccess: ({ msg }) => setFin({ tipo: 'fuera', msg }),
  });

  return {
    ...consulta,
    fin,
    falla,
    abono,
    confirmacion,
    /** The deposit dialog closed: back without paying, or refused (`msg` says why, the entry is read again). */
    cerrarAbono: (msg?: string) => {
      setAbono(null);
      if (msg) {
        setFalla(msg);
        void releer();
      }
    },
    ocupado: agendar.isPending || salir.isPending,
    agendar: () => {
      setFalla(null);
      agendar.mutateAsync(undefined).catch((e: unknown) => alFallar(e, MENSAJES_LISTA_ESPERA.AGENDAR));
    },
    salir: () => {
      setFalla(null);
      salir.mutateAsync(undefined).catch((e: unknown) => alFallar(e, MENSAJES_LISTA_ESPERA.SALIR));
    },
  };
}
