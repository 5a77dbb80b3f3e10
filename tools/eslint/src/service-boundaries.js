// Lint rule `afilia/boundaries`: each part of the back end imports only what its layer may.
// A service imports contracts and the kit, never another service; the kit imports contracts;
// the gateway imports no service code; contracts import nothing of ours. A relative import may
// not climb out of its part. Tests may also use the local Tiendanube store, Mercado Pago and social networks.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(new URL('../../..', import.meta.url).pathname);

/** The part a file belongs to, with the @afilia packages it may import; null for frontends and tools. */
export function partOf(file) {
  const rel = relative(ROOT, resolve(file)).split(sep);
  const test = rel.includes('test') || /\.spec\.tsx?$/.test(file);
  const sandbox = test ? ['@afilia/tiendanube-sandbox', '@afilia/mercadopago-sandbox', '@afilia/social-sandbox'] : [];
  if (rel[0] === 'contracts') return { root: 'contracts', allowed: [] };
  if (rel[0] === 'shop-page')
    return { root: 'shop-page', allowed: ['@afilia/contracts', '@afilia/contracts/contrast', '@afilia/contracts/format'] };
  if (rel[0] === 'gateway')
    return {
      root: 'gateway',
      allowed: ['@afilia/contracts', '@afilia/service-kit', '@afilia/service-kit/testing', '@afilia/shop-page', ...sandbox],
    };
  // The kit's own tests import it by its package name, as its users do.
  if (rel[0] === 'services' && rel[1] === 'kit')
    return {
      root: 'services/kit',
      allowed: ['@afilia/contracts', ...(test ? ['@afilia/service-kit', '@afilia/service-kit/testing'] : [])],
    };
  if (rel[0] === 'services' && rel[1])
    return { root: `services/${rel[1]}`, allowed: ['@afilia/contracts', '@afilia/service-kit', '@afilia/service-kit/testing', ...sandbox] };
  return null;
}

/** Why an import crosses a boundary, or null when it may stay. */
export function boundaryViolation(file, source) {
  const part = partOf(file);
  if (!part) return null;
  if (source.startsWith('.')) {
    const target = relative(resolve(ROOT, part.root), resolve(dirname(resolve(file)), source));
    return target.startsWith('..') ? `${part.root} may not reach outside itself with a relative import ('${source}')` : null;
  }
  if (!source.startsWith('@afilia/')) return null;
  if (part.allowed.includes(source)) return null;
  const may = part.allowed.length ? part.allowed.join(', ') : 'nothing of ours';
  return `${part.root} may import ${may}; not '${source}'`;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keep services, the kit, the gateway and contracts apart' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const why = boundaryViolation(context.filename, source);
      if (why) context.report({ node: node.source, message: why });
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries: rule } };
