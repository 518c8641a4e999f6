import { type Tienda, tiendaSchema } from '@barberia/shared';
import { useState } from 'react';
import { Campo, CampoTexto } from '../../../components/ui/field';
import { PieFormulario } from '../../../components/ui/pie-formulario';
import { useModalResultado } from '../../../components/ui/result-modal';
import { Spinner } from '../../../components/ui/spinner';
import { fijarTienda } from '../../../lib/tienda-actual';
import { useFormulario } from '../../../lib/use-formulario';
import { erroresDelServidor } from '../../../lib/validar-formulario';
import { useDatosDeLaTienda, useGuardarDatosDeLaTienda } from '../api/datos-de-la-tienda';
import { tiendaDeValores, valoresDeTienda } from '../lib/tienda-form';
import { HorarioSemanaCampos } from './horario-semana-campos';
import { ParrafosCampos } from './parrafos-campos';
import '../styles/tienda.css';

/** /barbero/administrar/tienda: the shop's own facts (issue 25), read and saved whole. */
export function DatosTiendaAdmin() {
  const tienda = useDatosDeLaTienda();
  if (tienda.isPending) return <Spinner label="Cargando los datos de la barbería…" />;
  if (!tienda.data)
    return <p className="form__error">Error al obtener los datos de la barbería, recarga la página.</p>;
  return <TiendaForm tienda={tienda.data} />;
}

function TiendaForm({ tienda }: { tienda: Tienda }) {
  const guardar = useGuardarDatosDeLaTienda();
  const resultado = useModalResultado();
  const [guardada, setGuardada] = useState<string | null>(null);
  const [parrafos, setParrafos] = useState(tienda.sobreNosotros.parrafos.length);
  const form = useFormulario(valoresDeTienda(tienda), 'ruta');

  const alEnviar = form.enviar(
    tiendaSchema,
    (input) => {
      setGuardada(null);
      guardar.mutate(input, {
        onSuccess: ({ msg, tienda: guardadaAhora }) => {
          // Every screen of the site shows the new facts at once; the form, the record as stored.
          fijarTienda(guardadaAhora);
          form.reiniciar(valoresDeTienda(guardadaAhora));
          setParrafos(guardadaAhora.sobreNosotros.parrafos.length);
          setGuardada(msg);
        },
        onError: (error: unknown) => {
          form.setErrores(erroresDelServidor(error, 'ruta'));
          resultado.fallo(error);
        },
      });
    },
    (valores) => tiendaDeValores(valores, parrafos),
  );
  // A message about no input of its own (the whole week, the list of paragraphs): said above the button.
  const sueltos = Object.entries(form.errores).filter(([campo]) => !(campo in form.valores));
  const campo = form.campo;

  return (
    <form
      className="panel bo-seccion form bo-tienda"
      onSubmit={alEnviar}
      noValidate
      aria-label="Datos de la barbería"
    >
      <fieldset className="bo-fieldset">
        <legend>Barbería</legend>
        <Campo label="Nombre" required maxLength={60} autoComplete="organization" {...campo('nombre')} />
        <CampoTexto
          label="Eslogan"
          required
          maxLength={200}
          rows={2}
          hint="Una frase sobre la barbería: la leen los buscadores."
          {...campo('eslogan')}
        />
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Dirección</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Calle y número" required maxLength={120} {...campo('direccion.calle')} />
          <Campo label="Comuna" required maxLength={60} {...campo('direccion.comuna')} />
          <Campo label="Región" required maxLength={60} {...campo('direccion.region')} />
          <Campo
            label="Código postal"
            inputMode="numeric"
            maxLength={7}
            hint="7 dígitos. Opcional."
            {...campo('direccion.codigoPostal')}
          />
          <Campo
            label="Latitud"
            inputMode="decimal"
            required
            hint="Para los buscadores. En Google Maps, un clic derecho sobre el local muestra la latitud y la longitud."
            {...campo('geo.lat')}
          />
          <Campo label="Longitud" inputMode="decimal" required {...campo('geo.lng')} />
        </div>
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Contacto</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Correo" type="email" required autoComplete="email" {...campo('email')} />
          <Campo
            label="WhatsApp"
            type="tel"
            required
            autoComplete="tel"
            hint="Un celular chileno, por ejemplo +56 9 1234 5678."
            {...campo('whatsappNumero')}
          />
          <Campo
            label="Instagram"
            type="url"
            hint="La dirección completa (https://…). Vacío: no se muestra."
            {...campo('redes.instagram')}
          />
          <Campo
            label="TikTok"
            type="url"
            hint="La dirección completa (https://…). Vacío: no se muestra."
            {...campo('redes.tiktok')}
          />
        </div>
      </fieldset>

      <HorarioSemanaCampos form={form} />

      <fieldset className="bo-fieldset">
        <legend>Avisos</legend>
        <Campo
          label="Aviso de nuevas horas"
          required
          maxLength={160}
          hint="La franja que se mueve bajo el menú en la agenda."
          {...campo('nuevasHoras')}
        />
        <Campo
          label="Fecha del cambio de local"
          maxLength={40}
          hint="Por ejemplo «1 de marzo»: al agendar se lee «Desde el 1 de marzo nos cambiamos de local». Vacío: no se muestra."
          {...campo('fechaCambioDireccion')}
        />
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Inicio</legend>
        <Campo
          label="Línea sobre el título"
          required
          maxLength={60}
          hint="La palabra pequeña sobre el nombre de la barbería."
          {...campo('inicio.eyebrow')}
        />
        <CampoTexto label="Texto de bienvenida" required maxLength={300} rows={3} {...campo('inicio.lead')} />
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Sobre nosotros</legend>
        <Campo label="Título" required maxLength={100} {...campo('sobreNosotros.titulo')} />
        <ParrafosCampos form={form} parrafos={parrafos} onCambiarCantidad={setParrafos} />
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Créditos</legend>
        <div className="bo-grid bo-grid--2">
          <Campo label="Desarrollador del sitio" required maxLength={80} {...campo('desarrollador.nombre')} />
          <Campo
            label="Sitio del desarrollador"
            type="url"
            hint="Empieza con https://. Vacío: el nombre se muestra sin enlace."
            {...campo('desarrollador.url')}
          />
        </div>
      </fieldset>

      {sueltos.length > 0 && (
        <ul className="form__error" role="alert">
          {sueltos.map(([clave, mensaje]) => (
            <li key={clave}>{mensaje}</li>
          ))}
        </ul>
      )}
      {guardada && (
        <p className="toast" role="status">
          {guardada}
        </p>
      )}
      <PieFormulario enviar="Guardar datos" enviando={guardar.isPending} />
      {resultado.modales}
    </form>
  );
}
