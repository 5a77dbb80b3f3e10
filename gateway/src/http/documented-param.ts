/**
 * A parameter decorator that also records its schema on the route handler under `key`, where
 * the OpenAPI document reads it: the one place a route names what its body or query takes.
 */
export function documentedParam(key: string, schema: unknown, decorator: ParameterDecorator, name: string): ParameterDecorator {
  return (target, method, index) => {
    if (method === undefined) throw new Error(`@${name}() goes on a route handler parameter`);
    Reflect.defineMetadata(key, schema, (target as Record<string | symbol, object>)[method]!);
    decorator(target, method, index);
  };
}
