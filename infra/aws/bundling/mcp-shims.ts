import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/server';

/**
 * Bundled in place of `@modelcontextprotocol/server/_shims` (an esbuild alias in `api-function.ts`). The SDK's Node
 * shims make Ajv the JSON Schema validator of every server, about 150 KB of the MCP bundle, and its edge shims the
 * `@cfworker/json-schema` validator, about 22 KB; a server uses it only to check the answer to an elicitation
 * request (and in `fromJsonSchema`), and this one sends none and uses neither (its tools check their arguments and
 * answers with zod). So no validator is bundled: one that is asked refuses, saying why.
 */
export { default as process } from 'node:process';

export class DefaultJsonSchemaValidator implements jsonSchemaValidator {
  getValidator<T>(_schema: JsonSchemaType): JsonSchemaValidator<T> {
    return () => ({
      valid: false,
      data: undefined,
      errorMessage: 'This server bundles no JSON Schema validator: it sends no elicitation request.',
    });
  }
}
