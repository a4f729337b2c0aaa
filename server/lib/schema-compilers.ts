import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/*
 * Fastify's compilers of request validators and answer serializers, made once per process instead
 * of once per app. A production process builds one app and sees no difference; the tests build
 * hundreds of apps in a few processes, and compiling the same routes' validators and serializers
 * again was half the time of each build. ajv keeps what it compiled by schema object (and the pool
 * of @fastify/ajv-compiler keeps one ajv per options); the serializers are kept here the same way.
 */

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type SerializerCompiler = ReturnType<SerializerFactory>;

/** One validator compiler (ajv) per set of options and shared schemas, for every app of the process. */
const buildValidator = AjvCompiler();

const serializerPools = new Map<string, WeakMap<object, ReturnType<SerializerCompiler>>>();
const buildFreshSerializer = SerializerSelector();

/** fast-json-stringify's compiler, keeping each schema's serializer for the next app of the process. */
const buildSerializer: SerializerFactory = (externalSchemas, serializerOptions) => {
  const compile = buildFreshSerializer(externalSchemas, serializerOptions);
  const poolKey = JSON.stringify([externalSchemas, serializerOptions]);
  let pool = serializerPools.get(poolKey);
  if (!pool) serializerPools.set(poolKey, (pool = new WeakMap()));
  const kept = pool;
  return (route) => {
    // A serializer depends on its schema and the options only, not on the route or status it answers.
    if (typeof route.schema !== 'object' || route.schema === null) return compile(route);
    let serializer = kept.get(route.schema);
    if (!serializer) kept.set(route.schema, (serializer = compile(route)));
    return serializer;
  };
};

/** Fastify's `schemaController` option. */
export const sharedSchemaCompilers = { compilersFactory: { buildValidator, buildSerializer } };
