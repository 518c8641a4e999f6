import type { Campo, LoHechoAntes } from './antes-de-react';

/**
 * Puts each text back if a render emptied it and fires the `input` event onChange listens to. React
 * notes a field's text when it adopts it and ignores an event that does not change that text, so the
 * field is first emptied through React's own setter and then written with the browser's. Then repeats
 * the click. Loaded only when there is something to repeat.
 */
export function repetirLoHechoAntes({ escrito, clic }: LoHechoAntes, campos: Campo[]): void {
  for (const campo of campos) {
    const valor = campo.value !== campo.defaultValue ? campo.value : escrito.get(campo);
    if (valor === undefined || valor === campo.defaultValue) continue;
    campo.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(campo), 'value')?.set?.call(campo, valor);
    campo.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (clic?.isConnected) clic.click();
}
