// GET /store: the store's settings (i18n name, country, languages, currency, domains, plan).
import type { SandboxContext } from './context.js';
import { json, pickFields } from './http.js';
import type { Route } from './router.js';
import { slugify } from './seed-catalogue.js';
import { formatTime } from './time.js';

export function serializeStore(ctx: SandboxContext): Record<string, unknown> {
  const { storeId, storeName, storeEmail, planName } = ctx.options;
  return {
    id: storeId,
    name: { es: storeName, pt: storeName },
    description: { es: '', pt: '' },
    type: 'clothing',
    email: storeEmail,
    contact_email: storeEmail,
    logo: null,
    facebook: null,
    twitter: null,
    instagram: null,
    pinterest: null,
    blog: null,
    address: null,
    phone: null,
    whatsapp_phone_number: null,
    business_id: null,
    business_name: null,
    business_address: null,
    customer_accounts: 'optional',
    plan_name: planName,
    country: 'AR',
    languages: {
      es: { currency: 'ARS', active: true },
      pt: { currency: 'BRL', active: false },
    },
    main_language: 'es',
    main_currency: 'ARS',
    admin_language: 'es',
    current_theme: 'amazonas',
    domains: [],
    original_domain: `${slugify(storeName) || 'tienda'}.mitiendanube.com`,
    url_with_protocol: ctx.baseUrl(),
    created_at: formatTime(ctx.openedAt),
  };
}

export function storeRoutes(ctx: SandboxContext): Route[] {
  return [{ method: 'GET', path: /^\/store\/?$/, handler: (req) => json(200, pickFields(serializeStore(ctx), req.query.get('fields'))) }];
}
