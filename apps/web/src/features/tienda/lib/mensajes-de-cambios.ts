import { type CambioCarrito, formatearPrecio } from '@barberia/shared';

const unidades = (n: number) => (n === 1 ? '1 unidad' : `${n} unidades`);

/** One sentence per change found when the cart was compared with the shop (spec §4, §5). */
export function mensajesDeCambios(cambios: readonly CambioCarrito[]): string[] {
  return cambios.map((cambio) => {
    switch (cambio.tipo) {
      case 'eliminado':
        return 'Un producto que tenías en el carrito ya no está disponible y lo quitamos.';
      case 'agotado':
        return `«${cambio.nombre}» se agotó y lo quitamos de tu carrito.`;
      case 'stock':
        return `${cambio.ahora === 1 ? 'Solo queda' : 'Solo quedan'} ${unidades(cambio.ahora)} de «${cambio.nombre}»: tu carrito ahora tiene ${unidades(cambio.ahora)}.`;
      default:
        return `El precio de «${cambio.nombre}» cambió de ${formatearPrecio(cambio.antes)} a ${formatearPrecio(cambio.ahora)}.`;
    }
  });
}
