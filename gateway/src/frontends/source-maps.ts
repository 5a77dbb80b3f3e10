/**
 * Whether a built frontend file may be served: everything but source maps, unless an operator
 * asks for them (SERVE_SOURCE_MAPS). Production builds write hidden maps: no bundle points at
 * them, and they hold the original code.
 */
export function mayServeBuiltFile(path: string, serveSourceMaps: boolean): boolean {
  return serveSourceMaps || !path.endsWith('.map');
}
