/** The shop page's invitation (spec §2: explore and buy directly at the shop). */
export const TIENDA_INVITACION =
  'Explora los productos que usamos en la barbería para el pelo y la barba. Revisa precios y stock aquí y cómpralos directamente en el local.';
