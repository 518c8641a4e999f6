import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Acceso } from '../plugins/auth.js';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Manejador<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>;
/** What a route may add besides its schema: hooks (rate limits, CORS) and plugin options (helmet). */
type Extras = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    FastifySchema,
    ZodTypeProvider
  >,
  'config' | 'schema'
>;

/** A route's config: who may call it (and any rate limit); `tags` replaces the plugin's OpenAPI tags. */
export type Base = FastifyContextConfig & { acceso: Acceso; tags?: string[] };

function registradores(app: App, { tags, ...config }: Base) {
  const registrar =
    (method: HTTPMethods) =>
    <const S extends FastifySchema>(url: string, schema: S, handler: Manejador<S>, extras?: Extras) => {
      app.route<RouteGenericInterface, ContextConfigDefault, S>({
        ...extras,
        method,
        url,
        config,
        schema: tags ? { tags, ...schema } : schema,
        handler,
      });
    };
  /** A POST that creates: answers 201 Created with what the handler returns (its schema declares the 201). */
  const create = <const S extends FastifySchema>(
    url: string,
    schema: S,
    handler: Manejador<S>,
    extras?: Extras,
  ) => {
    const creado = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const hecho = await (handler as unknown as Manejador<FastifySchema>).call(this, req, reply);
      return reply.status(201).send(hecho);
    };
    registrar('POST')(url, schema, creado as unknown as Manejador<S>, extras);
  };
  return {
    create,
    get: registrar('GET'),
    post: registrar('POST'),
    put: registrar('PUT'),
    delete: registrar('DELETE'),
    options: registrar('OPTIONS'),
  };
}

/**
 * The one way a feature declares its routes. Every route used to repeat the same frame (who may call
 * it, its OpenAPI tags, its zod schemas, the handler); this keeps the frame here, so a route is its
 * method, its URL, the schemas only it has and its handler, and its access level is the registrar it
 * is declared with (`publico.get`, `admin.post`), never forgotten. `con` declares routes with more
 * config (a rate limit) or other tags. The handler is still typed from the schema by
 * fastify-type-provider-zod, exactly as with `app.get`.
 */
export function rutas(
  tags: string[] | undefined,
  declarar: (r: Rutas, app: App) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const con = (base: Base) => registradores(app, { tags, ...base });
    await declarar(
      {
        publico: con({ acceso: 'publico' }),
        usuario: con({ acceso: 'usuario' }),
        admin: con({ acceso: 'admin' }),
        con,
      },
      app,
    );
  };
}

type Registradores = ReturnType<typeof registradores>;
export interface Rutas {
  publico: Registradores;
  usuario: Registradores;
  admin: Registradores;
  con: (base: Base) => Registradores;
}
