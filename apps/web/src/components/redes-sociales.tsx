import type { VistaTienda } from '@barberia/shared';
import type { ReactNode } from 'react';
import { useTienda } from '../lib/tienda-actual';
import { IconoInstagram, IconoTiktok, IconoWhatsapp } from './ui/icons';

type Red = 'instagram' | 'whatsapp' | 'tiktok';

const REDES = {
  instagram: { nombre: 'Instagram', Icono: IconoInstagram, enlace: (t: VistaTienda) => t.redes.instagram },
  whatsapp: { nombre: 'WhatsApp', Icono: IconoWhatsapp, enlace: (t: VistaTienda) => t.enlaceWhatsapp },
  tiktok: { nombre: 'TikTok', Icono: IconoTiktok, enlace: (t: VistaTienda) => t.redes.tiktok },
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

/**
 * The shop's social links, opened in a new tab; the footer and the agenda show them. A network the admin
 * left empty is not shown.
 */
export function RedesSociales({ className, redes = TODAS, children }: RedesSocialesProps) {
  const tienda = useTienda();
  return (
    <ul className={`social ${className}`}>
      {redes.map((red) => {
        const { nombre, Icono, enlace } = REDES[red];
        const href = enlace(tienda);
        return href ? (
          <li key={red}>
            <a href={href} target="_blank" rel="noreferrer">
              <Icono /> {nombre}
            </a>
          </li>
        ) : null;
      })}
      {children}
    </ul>
  );
}
