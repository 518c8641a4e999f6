/**
 * While the small-screen menu is open (layouts/site-header.tsx): focus on its first link, Tab kept
 * between the panel and its button, Escape closes it and gives the focus back to the button. Loaded
 * when the menu first opens. Returns what stops it.
 */
export function atraparFocoDelMenu(boton: HTMLElement, panel: HTMLElement, cerrar: () => void): () => void {
  const enfocables = () => [boton, ...panel.querySelectorAll<HTMLElement>('a[href]')];
  enfocables()[1]?.focus();
  const alPresionar = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      cerrar();
      boton.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const lista = enfocables();
    const primero = lista[0];
    const ultimo = lista[lista.length - 1];
    if (event.shiftKey && document.activeElement === primero) {
      event.preventDefault();
      ultimo?.focus();
    } else if (!event.shiftKey && document.activeElement === ultimo) {
      event.preventDefault();
      primero?.focus();
    }
  };
  document.addEventListener('keydown', alPresionar);
  return () => document.removeEventListener('keydown', alPresionar);
}
