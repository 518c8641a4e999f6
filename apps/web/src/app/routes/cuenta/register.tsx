import { CuentaPagina } from '../../../features/auth/components/cuenta-pagina';
import { RegistroForm } from '../../../features/auth/components/registro-form';
import { BackOfficeProviders } from '../../layouts/back-office-providers';

export function Component() {
  return (
    <BackOfficeProviders>
      <CuentaPagina titulo="Registrate" lead="Solo para correos autorizados por la administración.">
        <RegistroForm />
      </CuentaPagina>
    </BackOfficeProviders>
  );
}
