import { CerrarSesionButton } from '../../../features/auth/components/cerrar-sesion-button';
import { EstadoSwitch } from '../../../features/auth/components/estado-switch';
import { useUsuario } from '../../../features/auth/hooks/use-sesion';
import { HoyBarbero } from '../../../features/barbero/components/hoy-barbero';
import { useTienda } from '../../../lib/tienda-actual';
import { EntradaMenu, MenuBackOffice } from './menu-back-office';
import './inicio.css';

const MENU = [
  { to: '/barbero/agregar-fechas', titulo: 'Agregar Fechas', detalle: 'Abre días y horarios para agendar.' },
  { to: '/barbero/gestionar-fechas', titulo: 'Gestionar Fechas', detalle: 'Cambia horarios o elimina días.' },
  { to: '/barbero/calendario', titulo: 'Calendario', detalle: 'Revisa las horas agendadas de un día.' },
  {
    to: '/barbero/gestionar-servicios',
    titulo: 'Gestionar Servicios',
    detalle: 'Elige los servicios que realizas.',
  },
] as const;

/**
 * /barbero (Inicio Barbero): logo, name, the Activo/Inactivo switch and the menu (spec 001 §2), opening on
 * «Hoy», today's and tomorrow's bookings, with the switch below them (decision 036).
 */
export function Component() {
  const usuario = useUsuario();
  const { nombre } = useTienda();
  return (
    <section className="page bo-inicio">
      <title>Inicio Barbero | Panel</title>
      <header className="bo-inicio__head">
        <img className="bo-inicio__logo" src="/favicon.svg" alt={nombre} width={88} height={88} />
        <div>
          <h1>Inicio Barbero</h1>
          <p className="bo-inicio__nombre">{usuario.nombre}</p>
        </div>
      </header>
      <HoyBarbero barberoId={usuario._id} />
      <div className="panel bo-inicio__estado">
        <EstadoSwitch />
      </div>
      <MenuBackOffice etiqueta="Menú del barbero" entradas={MENU}>
        {usuario.rol === 'admin' && (
          <EntradaMenu
            to="/barbero/administrar"
            titulo="Administrar"
            detalle="Datos de la barbería, servicios, productos, usuarios, accesos, avisos y ventas."
            admin
          />
        )}
      </MenuBackOffice>
      <div className="bo-inicio__salir">
        <CerrarSesionButton />
      </div>
    </section>
  );
}
