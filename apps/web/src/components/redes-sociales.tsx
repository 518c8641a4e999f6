import { TIENDA } from '@barberia/shared';
import type { ReactNode } from 'react';
import { IconoInstagram, IconoTiktok, IconoWhatsapp } from './ui/icons';

type Red = keyof typeof TIENDA.redes;

const REDES = {
  instagram: { nombre: 'Instagram', Icono: IconoInstagram },
  whatsapp: { nombre: 'WhatsApp', Icono: IconoWhatsapp },
  tiktok: { nombre: 'TikTok', Icono: IconoTiktok },
} as const satisfies Record<Red, unknown>;

const TODAS: readonly Red[] = ['instagram', 'whatsapp', 'tiktok'];

interface RedesSocialesProps {
  /** The list's look, added to `social`: `social--columna` (footer) or `social--pills` (agenda). */
  className: string;
  /** Which of the shop's links, in this order; all of them by default. */
  redes?: readonly Red[];
  /** More items after the links, each its own `<li>` (the agenda's Ubicación pill). */
  children?: ReactNode;
}

/** The shop's social links (TIENDA.redes), opened in a new tab; the footer and the agenda show them. */
export function RedesSociales({ className, redes = TODAS, children }: RedesSocialesProps) {
  return (
    <ul className={`social ${className}`}>
      {redes.map((red) => {
        const { nombre, Icono } = REDES[red];
        return (
          <li key={red}>
            <a href={TIENDA.redes[red]} target="_blank" rel="noreferrer">
              <Icono /> {nombre}
            </a>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
