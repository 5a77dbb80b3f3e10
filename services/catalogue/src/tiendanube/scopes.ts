import { TIENDANUBE_APP_SCOPES } from '@afilia/contracts';

/**
 * The app's scopes that a store's grant lacks. Tiendanube answers the grant with the token
 * (`scope`, comma separated); a write scope includes its read scope. An app registered without
 * one of them would connect and then fail quietly (no order webhooks without read_orders).
 */
export function missingScopes(granted: string, needed: readonly string[] = TIENDANUBE_APP_SCOPES): string[] {
  const has = new Set(
    granted
      .split(/[\s,]+/)
      .filter(Boolean)
      .flatMap((scope) => (scope.startsWith('write_') ? [scope, `read_${scope.slice('write_'.length)}`] : [scope])),
  );
  return needed.filter((scope) => !has.has(scope));
}
