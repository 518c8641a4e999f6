import { Component, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Last resort when a screen fails to render or its chunk cannot be downloaded (e.g. after a deploy). */
export function RouteError() {
  return (
    <section className="page page--center" role="alert">
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página.</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        Recargar la página
      </button>
    </section>
  );
}

interface LimiteProps {
  children: ReactNode;
  /** What to show instead of the failed screen; RouteError unless the route names its own. */
  Respaldo?: ComponentType;
  /** A new value (the path) clears the error: leaving the broken screen must work. */
  clave: string;
}

class Limite extends Component<LimiteProps, { clave: string; fallo: boolean }> {
  override state = { clave: this.props.clave, fallo: false };

  static getDerivedStateFromError() {
    return { fallo: true };
  }

  static getDerivedStateFromProps(props: LimiteProps, state: { clave: string }) {
    return props.clave === state.clave ? null : { fallo: false, clave: props.clave };
  }

  override componentDidCatch(error: unknown) {
    console.error('Error al mostrar la página', error);
  }

  override render() {
    if (!this.state.fallo) return this.props.children;
    const Respaldo = this.props.Respaldo ?? RouteError;
    return <Respaldo />;
  }
}

/** A route's error boundary: catches what its screen throws while rendering, until the path changes. */
export function LimiteDeError({ children, Respaldo }: Omit<LimiteProps, 'clave'>) {
  const { pathname } = useLocation();
  return (
    <Limite clave={pathname} Respaldo={Respaldo}>
      {children}
    </Limite>
  );
}
