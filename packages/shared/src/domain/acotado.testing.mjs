// For the property tests of the domain: a call that must end. Plain JavaScript so the package's type
// check keeps its no-Node-types rule for the domain itself (this file is only run by Vitest, in Node).
import vm from 'node:vm';

const LIMITE_MS = 2000;
const script = new vm.Script('correr()');
const contexto = vm.createContext({ correr: () => {} });

/**
 * Runs `fn`, which may return or throw; if it runs past the limit, V8 stops it (vm's timeout works even on
 * a loop that never yields, which no test timeout can interrupt) and this throws, naming the limit.
 */
export function acotado(fn) {
  contexto.correr = fn;
  try {
    script.runInContext(contexto, { timeout: LIMITE_MS });
  } catch (error) {
    if (error?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new Error(`no terminó en ${LIMITE_MS} ms`);
    // Throwing is an allowed way to refuse an input; hanging is not.
  }
}
