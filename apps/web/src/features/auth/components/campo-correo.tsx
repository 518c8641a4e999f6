import type { ComponentProps } from 'react';
import { Campo } from '../../../components/ui/field';

/** The account forms' e-mail field, in one place so all three keep the same label and autofill. */
export function CampoCorreo(props: Omit<ComponentProps<typeof Campo>, 'label'>) {
  return <Campo label="Correo" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
