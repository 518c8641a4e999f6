import { config } from 'zod';

/**
 * In the browser zod must never reach for `new Function`: the site's CSP forbids eval (decision 021),
 * and zod's first object schema probes for it, which the browser reports as a violation even though the
 * error is caught. Every contract module that builds a schema imports this first, so the setting is in
 * place before any schema exists, whatever chunk the bundler puts it in. The server keeps the JIT.
 */
if ('document' in globalThis) config({ jitless: true });
