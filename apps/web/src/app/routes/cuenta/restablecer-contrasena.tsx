import { useSearchParams } from 'react-router';
import { CuentaPagina } from '../../../features/auth/components/cuenta-pagina';
import { RestablecerForm } from '../../../features/auth/components/restablecer-form';
import { BackOfficeProviders } from '../../layouts/back-office-providers';

/** /restablecer-contraseña?uid=&token= (spec 001 §2). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <BackOfficeProviders>
      <CuentaPagina titulo="Restablecer Contraseña">
        <RestablecerForm uid={params.get('uid') ?? ''} token={params.get('token') ?? ''} />
      </CuentaPagina>
    </BackOfficeProviders>
  );
}
