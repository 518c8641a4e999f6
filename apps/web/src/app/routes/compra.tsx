import { useParams } from 'react-router';
import { ResultadoCompra } from '../../features/tienda/components/resultado-compra';

/** Where Webpay's return lands: the purchase's result, by its random id. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <section className="page page--narrow" aria-label="Tu compra">
      <ResultadoCompra key={id} id={id} />
    </section>
  );
}
