/**
 * The one public address (decision 121, issue 37 §1): the path prefixes a shopper's browser sends
 * to tracking's own listener (the redirect, the safelink, the pixels, the storefront script, a
 * shop's events), everything else to the gateway. The Kubernetes Ingress, `npm start`'s proxy
 * and tracking's own forwarder route by this one list.
 */
export const TRACKING_PUBLIC_PATHS = ['/track', '/safelink', '/pixel', '/conversion-pixel', '/storefront', '/shop-events'] as const;

/** Requests one client address may hold open at the edge (issue 36 §1): a shop's shoppers behind one carrier NAT fit. */
export const EDGE_REQUESTS_PER_ADDRESS = 128;

/** The edge's answer past EDGE_REQUESTS_PER_ADDRESS (429, text/plain). */
export const EDGE_TOO_MANY_CONNECTIONS = 'Demasiadas conexiones abiertas desde tu dirección. Esperá un momento y volvé a intentar.';
