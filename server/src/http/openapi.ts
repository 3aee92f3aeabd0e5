import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One JSON Schema as a generated client reads it best: a record keyed by an enum (zod's exhaustive
 * `z.record(z.enum(…), v)`) becomes an object naming each key, and an `anyOf` branch that allows
 * anything (`{}`, from `z.unknown()` beside `null`) is dropped with the `anyOf` it leaves behind.
 */
function tidy(value: Json): Json {
  if (Array.isArray(value)) return value.map(tidy);
  if (!isObject(value)) return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) out[key] = tidy(child);
  const names = isObject(out.propertyNames) ? out.propertyNames.enum : undefined;
  if (out.type === 'object' && Array.isArray(names) && isObject(out.additionalProperties) && !out.properties) {
    const each = out.additionalProperties;
    delete out.propertyNames;
    delete out.additionalProperties;
    out.properties = Object.fromEntries(names.map((name) => [String(name), each]));
    out.additionalProperties = false;
  }
  if (Array.isArray(out.anyOf) && out.anyOf.some((branch) => isObject(branch) && Object.keys(branch).length === 0)) {
    // Anything goes: say so without a branch that makes the others pointless.
    delete out.anyOf;
  }
  return out;
}

/**
 * The document's last step (`transformObject` of @fastify/swagger): the named schemas (zod
 * `meta({ id })`, e.g. the recursive menu entry) join its components, and every schema is tidied.
 */
export function openApiDocument(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  return tidy(jsonSchemaTransformObject(input)) as ReturnType<typeof jsonSchemaTransformObject>;
}
