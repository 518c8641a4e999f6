import { Icono } from './icon';

// The pin lives with the base icon: pages that only need it (the contact step) load no other icon.
export { IconoUbicacion } from './icon';

export function IconoInstagram() {
  return (
    <Icono>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </Icono>
  );
}

export function IconoWhatsapp() {
  return (
    <Icono>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-2-2l.8-1-1-2z" />
    </Icono>
  );
}

export function IconoTiktok() {
  return (
    <Icono>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.5 2.5 2.5 4.5 5 4.5" />
    </Icono>
  );
}

export function IconoReloj() {
  return (
    <Icono>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icono>
  );
}
