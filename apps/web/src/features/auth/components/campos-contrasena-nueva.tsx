import type { ComponentProps } from 'react';
import { Campo } from '../../../components/ui/field';

type PropsDeCampo = Omit<ComponentProps<typeof Campo>, 'label'>;

interface CamposContrasenaNuevaProps {
  /** `Contraseña` when registering, `Nueva contraseña` when resetting it. */
  label: string;
  contrasena: PropsDeCampo;
  repetir: PropsDeCampo;
}

/**
 * A new password typed twice: shared so registration and reset show the same rule and autofill. The form
 * refuses the most used passwords itself; the server judges the rest and its answer shows on this field.
 */
export function CamposContrasenaNueva({ label, contrasena, repetir }: CamposContrasenaNuevaProps) {
  return (
    <>
      <Campo
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint="Al menos 8 caracteres y difícil de adivinar: una frase de tres o cuatro palabras sirve."
        {...contrasena}
      />
      <Campo label="Repetir contraseña" type="password" autoComplete="new-password" required {...repetir} />
    </>
  );
}
