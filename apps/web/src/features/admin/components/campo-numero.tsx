import type { ComponentProps } from 'react';
import { Campo } from '../../../components/ui/field';

/** A whole-number field (prices in CLP, stock, minutes, places): phones open their number pad. */
export function CampoNumero(props: Omit<ComponentProps<typeof Campo>, 'type' | 'inputMode'>) {
  return <Campo type="number" inputMode="numeric" {...props} />;
}
