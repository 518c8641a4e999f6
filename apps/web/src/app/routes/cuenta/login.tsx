import { CuentaPagina } from '../../../features/auth/components/cuenta-pagina';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SoloSinSesion } from '../../../features/auth/components/requiere-sesion';
import { BackOfficeProviders } from '../../layouts/back-office-providers';

export function Component() {
  return (
    <BackOfficeProviders>
      <SoloSinSesion>
        <CuentaPagina titulo="Iniciar sesión" lead="Acceso para barberos y administración.">
          <LoginForm />
        </CuentaPagina>
      </SoloSinSesion>
    </BackOfficeProviders>
  );
}
