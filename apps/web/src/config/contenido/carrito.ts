/** The cart can be paid online with Webpay (issue 11) or shown and paid at the shop, as before. */
export const COMPRA_EN_LOCAL =
  'Paga en línea con Webpay y retira tus productos en la barbería, o muestra este carrito en el local y paga allí.';
