import { z } from 'zod';
import { emailSchema, enteroEntre, idSchema } from './comunes.js';

/** Spec 001 §9: the sales table shows 20 rows a page. */
export const VENTAS_POR_PAGINA = 20;

/**
 * PENDIENTE while Webpay's form is open; PAGADO and FALLIDA settle it; ANULADA is a refunded PAGADO.
 * PAGADO is shown green, FALLIDA red, anything else grey (spec 001 §4).
 */
export const ESTADOS_VENTA = ['PENDIENTE', 'PAGADO', 'FALLIDA', 'ANULADA'] as const;
export type EstadoVenta = (typeof ESTADOS_VENTA)[number];

/** How the sale was paid: online through Webpay, or cash at the shop (recorded by the admin). */
/**
 * rechazado: Webpay or the bank refused the card; sin-terminar: nobody paid (cancelled on Webpay's form, its
 * time ran out, or another checkout replaced it); no-coincide: authorized for another amount or order.
 */
export const MOTIVOS_DE_FALLO = ['rechazado', 'sin-terminar', 'no-coincide'] as const;
export type MotivoDeFallo = (typeof MOTIVOS_DE_FALLO)[number];

export const MEDIOS_DE_PAGO = ['webpay', 'efectivo'] as const;

export const productoVendidoSchema = z.object({
  _id: z.string(),
  nombre: z.string(),
  cantidad: z.number().int(),
  precio: z.number().int(),
});
export type ProductoVendido = z.infer<typeof productoVendidoSchema>;

/** A sale (spec 001 §3 Venta). fecha is an ISO instant; the page formats it in es-CL. */
export const ventaSchema = z.object({
  _id: idSchema,
  email: z.string(),
  productos: z.array(productoVendidoSchema),
  precioTotal: z.number().int(),
  fecha: z.string(),
  status: z.enum(ESTADOS_VENTA),
  buy_order: z.string(),
  authorization_code: z.string().nullable(),
  /** The card's last 4 digits as Webpay reports them. */
  card_number: z.string().nullable(),
  medio: z.enum(MEDIOS_DE_PAGO),
  /** Why a FALLIDA sale failed, as far as Webpay's answer tells (issue 25); null for any other status. */
  motivo_fallo: z.enum(MOTIVOS_DE_FALLO).nullable(),
});
export type Venta = z.infer<typeof ventaSchema>;

/** GET /api/ventas?email=&pagina=: e-mail filter is a case-insensitive substring; pages start at 1. */
export const ventasQuery = z.object({
  email: z.string().trim().max(254, { error: 'El filtro es demasiado largo.' }).optional(),
  pagina: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'La página debe ser un número.' })
      .int({ error: 'La página debe ser un número entero.' })
      .min(1, { error: 'La página debe ser 1 o más.' })
      .max(100_000, { error: 'La página no es válida.' })
      .default(1),
  ),
});

export const ventasRespuesta = z.object({
  ventas: z.array(ventaSchema),
  total: z.number().int(),
  pagina: z.number().int(),
  paginas: z.number().int(),
});
export type VentasRespuesta = z.infer<typeof ventasRespuesta>;

/** A cart line as the checkout and the cash sale send it (spec 000 §3: _id and cantidad). */
export const lineaPedidoSchema = z.object({
  _id: idSchema,
  cantidad: enteroEntre({
    requerido: 'La cantidad es obligatoria.',
    entero: 'La cantidad debe ser un número entero.',
    minimo: [1, 'La cantidad debe ser al menos 1.'],
    maximo: [1000, 'La cantidad es demasiado alta.'],
  }),
});
export type LineaPedido = z.infer<typeof lineaPedidoSchema>;

export const productosPedidoSchema = z
  .array(lineaPedidoSchema, { error: 'Los productos son obligatorios.' })
  .min(1, { error: 'Tu carrito está vacío.' })
  .max(50, { error: 'El carrito tiene demasiados productos.' })
  .refine((lineas) => new Set(lineas.map((l) => l._id)).size === lineas.length, {
    error: 'Un producto aparece dos veces en el carrito.',
  });

/** POST /api/ventas (admin): a sale paid in cash at the shop, with the same stock rules as Webpay. */
export const ventaEfectivoInput = z.object({ email: emailSchema, productos: productosPedidoSchema });
export type VentaEfectivoInput = z.infer<typeof ventaEfectivoInput>;

/** GET /api/ventas/resumen: what the shop owner reads first on the sales page. */
export const resumenVentasSchema = z.object({
  mesActual: z.object({ total: z.number().int(), cantidad: z.number().int() }),
  mesAnterior: z.object({ total: z.number().int(), cantidad: z.number().int() }),
  /** The last 30 days in America/Santiago, oldest first, days without sales included. */
  porDia: z.array(z.object({ dia: z.string(), total: z.number().int(), cantidad: z.number().int() })),
  masVendidos: z.array(z.object({ nombre: z.string(), cantidad: z.number().int(), total: z.number().int() })),
  /**
   * No-shows of the last 90 days (issue 24): per barber, and the clients with the most (by e-mail, the
   * latest name they booked with), and the pesos deposits kept from late cancellations and no-shows
   * (decision 044).
   */
  inasistencias: z.object({
    total: z.number().int(),
    porBarbero: z.array(z.object({ barbero: z.string(), cantidad: z.number().int() })),
    porCliente: z.array(z.object({ nombre: z.string(), email: z.string(), cantidad: z.number().int() })),
    montoRetenido: z.number().int(),
  }),
});
export type ResumenVentas = z.infer<typeof resumenVentasSchema>;
