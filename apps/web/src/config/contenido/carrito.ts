/** Products are bought and paid for in person (spec §1); the site only keeps the list. */
export const COMPRA_EN_LOCAL =
  'Los productos se compran y pagan directamente en la barbería: muestra este carrito en el local y te los tenemos listos. No se cobra nada en línea.';
