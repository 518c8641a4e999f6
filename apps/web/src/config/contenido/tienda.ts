/**
 * The shop page's invitation (spec 000 §2: explore and buy directly at the shop). The site also sells with
 * Webpay (decision 017), so it says both ways (issue 25, decision 033).
 */
export const TIENDA_INVITACION =
  'Explora los productos que usamos en la barbería para el pelo y la barba. Revisa precios y stock aquí, y cómpralos en línea con Webpay para retirarlos en la barbería, o directamente en el local.';
