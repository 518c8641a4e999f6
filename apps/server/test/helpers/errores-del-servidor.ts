/**
 * What the app under test logged at level error (pino writes to a stream, not to console.error).
 * The setup file fails the test that caused them, unless it said it expects them.
 */
const registrados: string[] = [];
let esperados = false;

export const registroDeErrores = {
  /** The stream given to the app's logger (test/helpers/app.ts). */
  write(linea: string) {
    registrados.push(linea);
  },
};

/**
 * For a test whose point is a logged fault (a 500, a broken worker): its errors do not fail it.
 * Returns what has been logged so far, for the test to check.
 */
export function esperarErroresDelServidor(): () => string[] {
  esperados = true;
  return () => [...registrados];
}

/** The lines logged since the last call, and whether the test expected them; then starts afresh. */
export function tomarErroresDelServidor(): { lineas: string[]; esperados: boolean } {
  const resultado = { lineas: registrados.splice(0), esperados };
  esperados = false;
  return resultado;
}
