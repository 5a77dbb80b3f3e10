/**
 * `@afilia/platform/router`: the react-router pieces pages use, re-exported from the shell's one
 * copy of react-router, so a remote's `useNavigate()` or `<Link>` works inside the shell's router.
 *
 * react-router is not a shared package (see rspack.shared.js): shared, it would ship whole (about
 * 72 KB gzipped, server rendering included). The shell bundles it tree-shaken and shares this
 * module as part of the platform singleton; remotes import the router only from here (eslint
 * `no-restricted-imports` in mf-*).
 */
export { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, NavigateOptions, To } from 'react-router';
