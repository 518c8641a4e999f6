import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useAnchoVentana } from '../hooks/use-ancho-ventana';
import { inicioParaVer, itemsVisibles, limitarInicio, pasoDeArrastre } from '../lib/carrusel';
import '../styles/carrusel.css';

interface CarruselProps<T> {
  items: readonly T[];
  clave: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Accessible name of the whole carousel. */
  etiqueta: string;
  /** The item that must be on screen (the chosen one); the carousel moves to it when it changes. */
  enfocar: number;
}

/** How far a pointer may move before a press counts as a drag rather than a click. */
const UMBRAL_ARRASTRE = 8;

/**
 * The day carousel of spec 001 §9: 4 / 2 / 1 items by width, drag or swipe of at least 80 px, not
 * infinite. Keyboard: the buttons, Tab through the visible items, ← → by page, Home and End.
 * Items off screen are inert, so Tab never lands on something hidden.
 */
export function Carrusel<T>({ items, clave, render, etiqueta, enfocar }: CarruselProps<T>) {
  const visibles = itemsVisibles(useAnchoVentana());
  const total = items.length;
  const [inicioGuardado, setInicio] = useState(() => inicioParaVer(Math.max(enfocar, 0), 0, total, visibles));
  const inicio = limitarInicio(inicioGuardado, total, visibles);
  const [dx, setDx] = useState(0);
  const arrastre = useRef<{ x: number; id: number; arrastrando: boolean } | null>(null);
  const huboArrastre = useRef(false);

  useEffect(() => {
    if (enfocar >= 0) setInicio((actual) => inicioParaVer(enfocar, actual, total, visibles));
  }, [enfocar, total, visibles]);

  const mover = (paginas: number) => setInicio(limitarInicio(inicio + paginas * visibles, total, visibles));

  const alTeclear = (event: KeyboardEvent<HTMLElement>) => {
    const acciones: Record<string, () => void> = {
      ArrowLeft: () => mover(-1),
      ArrowRight: () => mover(1),
      Home: () => setInicio(0),
      End: () => setInicio(limitarInicio(total, total, visibles)),
    };
    const accion = acciones[event.key];
    if (!accion || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    accion();
  };

  const alPresionar = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    arrastre.current = { x: event.clientX, id: event.pointerId, arrastrando: false };
    huboArrastre.current = false;
  };

  const alMover = (event: PointerEvent<HTMLDivElement>) => {
    const a = arrastre.current;
    if (!a || a.id !== event.pointerId) return;
    const desplazamiento = event.clientX - a.x;
    if (!a.arrastrando && Math.abs(desplazamiento) > UMBRAL_ARRASTRE) {
      a.arrastrando = true;
      // Only now: capturing on press would take the click away from the day buttons.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (a.arrastrando) setDx(desplazamiento);
  };

  const alSoltar = (event: PointerEvent<HTMLDivElement>) => {
    const a = arrastre.current;
    arrastre.current = null;
    if (!a || a.id !== event.pointerId) return;
    if (a.arrastrando) {
      huboArrastre.current = true;
      mover(pasoDeArrastre(event.clientX - a.x));
    }
    setDx(0);
  };

  const ultimo = Math.min(inicio + visibles, total);

  return (
    <section
      className="bo-carrusel"
      aria-roledescription="carrusel"
      aria-label={etiqueta}
      onKeyDown={alTeclear}
    >
      <div className="bo-carrusel__controles">
        <button
          type="button"
          className="bo-carrusel__flecha"
          aria-label="Días anteriores"
          disabled={inicio === 0}
          onClick={() => mover(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p className="bo-carrusel__estado" aria-live="polite">
          {total === 0
            ? 'Sin días'
            : ultimo - inicio === 1
              ? `Día ${ultimo} de ${total}`
              : `Días ${inicio + 1}–${ultimo} de ${total}`}
        </p>
        <button
          type="button"
          className="bo-carrusel__flecha"
          aria-label="Días siguientes"
          disabled={ultimo >= total}
          onClick={() => mover(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="bo-carrusel__ventana"
        onPointerDown={alPresionar}
        onPointerMove={alMover}
        onPointerUp={alSoltar}
        onPointerCancel={alSoltar}
        onClickCapture={(event) => {
          // A drag that ends over a day must not also choose it.
          if (!huboArrastre.current) return;
          huboArrastre.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {/* A list: screen readers already say "3 of 10" for each day. */}
        <ul
          className={dx === 0 ? 'bo-carrusel__pista' : 'bo-carrusel__pista bo-carrusel__pista--arrastrando'}
          style={{
            transform: `translateX(calc(${(-inicio * 100) / visibles}% + ${dx}px))`,
          }}
        >
          {items.map((item, i) => {
            const enPantalla = i >= inicio && i < inicio + visibles;
            return (
              <li
                key={clave(item)}
                className="bo-carrusel__item"
                style={{ flexBasis: `${100 / visibles}%` }}
                inert={!enPantalla}
              >
                {render(item)}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
