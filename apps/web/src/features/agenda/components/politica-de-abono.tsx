import { textoDePolitica } from '@barberia/shared';
import { usePoliticaDeAbonos } from '../api/get-politica-abonos';

/**
 * The deposit a block asks for and the shop's policy, in the words of the payment dialog and the
 * confirmation mail (textoDePolitica), before «Agendar» (issue 42, decision 055). Loaded only for a block
 * with a deposit; nothing until the policy arrives (the payment dialog says it again anyway).
 */
export default function PoliticaDeAbono({ monto }: { monto: number }) {
  const { data: politica } = usePoliticaDeAbonos();
  if (!politica) return null;
  return <p className="abono-politica">{textoDePolitica(monto, politica)}</p>;
}
