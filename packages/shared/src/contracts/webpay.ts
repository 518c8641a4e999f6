import { z } from 'zod';
import { emailSchema, enteroEntre, idSchema } from './comunes.js';
import { productosPedidoSchema, productoVendidoSchema } from './ventas.js';

/**
 * POST /api/webpay/crear-transaccion (spec 001 §7): `total` is what the buyer saw; the server prices
 * the cart again and refuses when it differs. `reemplaza` (ours) is the `ventaId` of this browser's
 * earlier checkout, which ends unpaid and frees its stock before this one reserves (docs/decisions/023).
 */
export const crearTransaccionInput = z.object({
  total: enteroEntre({
    requerido: 'El total es obligatorio.',
    entero: 'El total debe ser un número entero de pesos.',
    minimo: [1, 'El total debe ser mayor que cero.'],
  }),
  productos: productosPedidoSchema,
  email: emailSchema,
  reemplaza: idSchema.optional(),
});
export type CrearTransaccionInput = z.infer<typeof crearTransaccionInput>;

/** The browser POSTs `token_ws` to `url` (Webpay's form); `ventaId` opens /tienda/compra/{ventaId}. */
export const crearTransaccionRespuesta = z.object({
  ventaId: z.string(),
  token: z.string(),
  url: z.string(),
});
export type CrearTransaccionRespuesta = z.infer<typeof crearTransaccionRespuesta>;

/** A cart line as the server priced it, sent back with CARRITO_CAMBIO and SIN_STOCK: the line and its stock. */
export const lineaActualizadaSchema = productoVendidoSchema.extend({ stock: z.number().int() });
export type LineaActualizada = z.infer<typeof lineaActualizadaSchema>;

/** The refusal body when the cart changed: the message and the cart as it can be bought now. */
export const carritoCambiadoSchema = z.object({
  msg: z.string(),
  code: z.string(),
  carrito: z.array(lineaActualizadaSchema),
  total: z.number().int(),
});
export type CarritoCambiado = z.infer<typeof carritoCambiadoSchema>;

/** GET /api/webpay/obtener-transaccion/{id}: the payment as Webpay reported it, without secrets. */
export const transaccionSchema = z.object({
  ventaId: z.string(),
  status: z.string(),
  buy_order: z.string(),
  amount: z.number().int(),
  authorization_code: z.string().nullable(),
  card_number: z.string().nullable(),
  transaction_date: z.string().nullable(),
  payment_type_code: z.string().nullable(),
  installments_number: z.number().int().nullable(),
  response_code: z.number().int().nullable(),
});
export type Transaccion = z.infer<typeof transaccionSchema>;

/** The cart's payment form: the same payload, plus the terms the buyer must accept before paying. */
export const pagoWebpayFormulario = crearTransaccionInput.extend({
  aceptaTerminos: z.literal(true, { error: 'Debes aceptar los términos y condiciones para pagar.' }),
});
