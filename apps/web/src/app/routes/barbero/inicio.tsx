import { TIENDA } from '@barberia/shared';
import { Link } from 'react-router';
import { CerrarSesionButton } from '../../../features/auth/components/cerrar-sesion-button';
import { EstadoSwitch } from '../../../features/auth/components/estado-switch';
import { useUsuario } from '../../../features/auth/hooks/use-sesion';
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

/** /barbero (Inicio Barbero): logo, name, the Activo/Inactivo switch and the menu (spec 001 §2). */
export function Component() {
  const usuario = useUsuario();
  return (
    <section className="page bo-inicio">
      <title>Inicio Barbero | Panel</title>
      <header className="bo-inicio__head">
        <img className="bo-inicio__logo" src="/favicon.svg" alt={TIENDA.nombre} width={88} height={88} />
        <div>
          <h1>Inicio Barbero</h1>
          <p className="bo-inicio__nombre">{usuario.nombre}</p>
          <EstadoSwitch />
        </div>
      </header>
      <nav aria-label="Menú del barbero">
        <ul className="bo-menu">
          {MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="bo-menu__link">
                <span className="bo-menu__titulo">{item.titulo}</span>
                <span className="bo-menu__detalle">{item.detalle}</span>
              </Link>
            </li>
          ))}
          {usuario.rol === 'admin' && (
            <li>
              <Link to="/barbero/administrar" className="bo-menu__link bo-menu__link--admin">
                <span className="bo-menu__titulo">Administrar</span>
                <span className="bo-menu__detalle">
                  Servicios, productos, usuarios, accesos, avisos y ventas.
                </span>
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="bo-inicio__salir">
        <CerrarSesionButton />
      </div>
    </section>
  );
}
