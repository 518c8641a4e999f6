/**
 * Whether a tap (or click) has started and not yet landed: the notice's modal waits for it (issue 22), so
 * it never opens between the finger going down and the click, which would land on the modal instead of
 * what the client aimed at. Listens from the moment /agenda's code runs, before the notice is even asked.
 */
let presion = 0;
let abajo = false;
let pendiente: (() => void) | null = null;

function soltar(de: number) {
  // After the click's own handlers: a link has navigated by then, and the notice is not needed here.
  setTimeout(() => {
    if (de !== presion || !abajo) return;
    abajo = false;
    const hacer = pendiente;
    pendiente = null;
    hacer?.();
  });
}

if (typeof window !== 'undefined') {
  const opciones = { capture: true, passive: true };
  window.addEventListener(
    'pointerdown',
    () => {
      presion++;
      abajo = true;
    },
    opciones,
  );
  window.addEventListener('click', () => soltar(presion), opciones);
  window.addEventListener('pointercancel', () => soltar(presion), opciones);
  // A press that never becomes a click (released elsewhere): let go a moment after it ends.
  window.addEventListener('pointerup', () => setTimeout(soltar, 500, presion), opciones);
}

/** Runs `hacer` now, or once the tap in progress has landed. */
export function cuandoNoHayToque(hacer: () => void): void {
  // A press that began on the server's HTML, before this code listened: the browser marks it :active.
  if (!abajo && document.querySelector(':active')) {
    presion++;
    abajo = true;
  }
  if (abajo) pendiente = hacer;
  else hacer();
}
