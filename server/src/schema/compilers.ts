import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** One compiled function per key, for the life of the process. */
function memo<F>(cache: Map<string, F>, key: string, build: () => F): F {
  let fn = cache.get(key);
  if (!fn) cache.set(key, (fn = build()));
  return fn;
}

type Validate = ReturnType<ReturnType<BuildCompilerFromPool>>;
type Serialize = ReturnType<ReturnType<SerializerFactory>>;
const validatorPool = AjvCompiler();
const serializerPool = SerializerSelector();
const validators = new Map<string, Validate>();
const serializers = new Map<string, Serialize>();

const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = validatorPool(externalSchemas, options);
  const scope = JSON.stringify([externalSchemas, options]);
  // Fastify hands the compiler a route definition; the package's types call it a schema.
  return (schema) => {
    const route = schema as unknown as RouteDefinition;
    return memo(validators, `${scope}${JSON.stringify([route.schema, route.httpPart])}`, () => compile(schema));
  };
};

const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerPool(externalSchemas, options);
  const scope = JSON.stringify([externalSchemas, options]);
  return (route) => memo(serializers, `${scope}${JSON.stringify(route.schema)}`, () => compile(route));
};

/**
 * Fastify's own validator and serialiser compilers, sharing what they compile between the instances of one
 * process. Fastify starts new compilers for every instance, and the route schemas are the same each time: a
 * process that builds many apps (the server tests build hundreds) compiled them all again for each one. A
 * compiled function depends only on its schema, the part of the request it checks and the instance's options,
 * which make its key.
 */
export const sharedCompilers = { buildValidator, buildSerializer };
