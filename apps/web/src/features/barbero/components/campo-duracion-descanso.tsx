import type { ComponentProps } from 'react';
import { Campo } from '../../../components/ui/field';

/** The break's length in minutes, in 5-minute steps: the same field when adding days and editing one. */
export function CampoDuracionDescanso(props: Omit<ComponentProps<typeof Campo>, 'label'>) {
  return (
    <Campo
      label="Duración del descanso (min)"
      type="number"
      inputMode="numeric"
      min={0}
      step={5}
      {...props}
    />
  );
}
