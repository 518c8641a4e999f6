/** Reads a chosen picture as the data URL the API takes (spec 001 §3: img as a data-URL string). */
export function leerComoDataUrl(archivo: Blob): Promise<string> {
  return new Promise((resolver, rechazar) => {
    const lector = new FileReader();
    lector.onload = () =>
      typeof lector.result === 'string' ? resolver(lector.result) : rechazar(new Error('Sin datos'));
    lector.onerror = () => rechazar(lector.error ?? new Error('No se pudo leer la imagen'));
    lector.readAsDataURL(archivo);
  });
}
