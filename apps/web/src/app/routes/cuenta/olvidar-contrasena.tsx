import { CuentaPagina } from '../../../features/auth/components/cuenta-pagina';
import { OlvideForm } from '../../../features/auth/components/olvide-form';
import { BackOfficeProviders } from '../../layouts/back-office-providers';

export function Component() {
  return (
    <BackOfficeProviders>
      <CuentaPagina
        titulo="Olvidé mi contraseña"
        lead="Te enviaremos un enlace para crear una nueva. Vence en 15 minutos."
        volver={{ to: '/login', label: 'Volver a iniciar sesión' }}
      >
        <OlvideForm />
      </CuentaPagina>
    </BackOfficeProviders>
  );
}
