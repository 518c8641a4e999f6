import { AddToCalendarButton } from '@barberia/add-to-calendar/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalConfirmar, useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useCopiar } from '../../../hooks/use-copiar';
import { useTienda } from '../../../lib/tienda-actual';
import {
  useAgendaDiaria,
  useCambiarAgendaDiaria,
  useFeedCalendario,
  useRotarFeed,
} from '../api/feed-calendario';

/**
 * The barber's agenda outside the site (decision 019): the private feed address with the widget's
 * subscribe buttons, a copy button and a new-secret button; and the switch for the daily agenda mail.
 */
export function CalendarioExterno({ barberoId }: { barberoId: string }) {
  const feed = useFeedCalendario(barberoId);
  const rotar = useRotarFeed(barberoId);
  const agenda = useAgendaDiaria(barberoId);
  const cambiarAgenda = useCambiarAgendaDiaria(barberoId);
  const resultado = useModalResultado();
  const { estado: copia, copiar } = useCopiar();
  const [confirmando, setConfirmando] = useState(false);
  const { nombre } = useTienda();

  return (
    <section className="panel" aria-labelledby="perfil-calendario">
      <h2 id="perfil-calendario">Tu agenda en tu calendario</h2>
      <p>
        Suscríbete desde el calendario de tu teléfono o computador: tus horas agendadas aparecen solas y
        cambian cuando un cliente cancela o reagenda.
      </p>
      {feed.isPending ? (
        <Spinner label="Cargando enlace…" />
      ) : feed.data ? (
        <>
          <div className="field">
            <label htmlFor="enlace-calendario">Enlace del calendario</label>
            <input
              id="enlace-calendario"
              readOnly
              value={feed.data.url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <p className="muted">Es privado: muestra el nombre y el correo de tus clientes. No lo compartas.</p>
          <div className="bo-acciones">
            <AddToCalendarButton
              key={feed.data.url}
              name={`Agenda ${nombre}`}
              subscribe
              icsFile={feed.data.url}
              options={['Apple', 'Google', 'iCal', 'Microsoft365', 'Outlook.com', 'Yahoo']}
              language="es"
              lightMode="light"
              identifier="feed-calendario"
            />
            <Button variant="secondary" onClick={() => void copiar(feed.data.url)}>
              Copiar enlace
            </Button>
            <Button variant="danger" onClick={() => setConfirmando(true)}>
              Generar enlace nuevo
            </Button>
          </div>
          <p role="status">
            {copia === 'copiado' && <span className="texto-exito">✅ Enlace copiado!</span>}
            {copia === 'error' && <span className="field__error">Error al copiar el enlace</span>}
          </p>
        </>
      ) : null}
      <div className="bo-acciones">
        <label htmlFor="agenda-diaria">Recibir mi agenda del día por correo</label>
        <Switch
          id="agenda-diaria"
          checked={agenda.data?.agendaDiaria ?? false}
          disabled={!agenda.data || cambiarAgenda.isPending}
          onChange={(valor) => cambiarAgenda.mutate(valor, { onError: (error) => resultado.fallo(error) })}
        />
      </div>
      <ModalConfirmar
        open={confirmando}
        titulo="¿Generar un enlace nuevo?"
        confirmar="Generar enlace nuevo"
        peligro
        enviando={rotar.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() =>
          rotar.mutate(undefined, {
            onSuccess: () => {
              setConfirmando(false);
              resultado.exito(
                'Listo: el enlace anterior dejó de funcionar. Suscríbete de nuevo con el nuevo.',
              );
            },
            onError: (error) => {
              setConfirmando(false);
              resultado.fallo(error);
            },
          })
        }
      >
        <p>
          El enlace actual dejará de funcionar: los calendarios suscritos con él dejarán de recibir tus horas.
          Úsalo si compartiste el enlace por error.
        </p>
      </ModalConfirmar>
      {resultado.modales}
    </section>
  );
}
