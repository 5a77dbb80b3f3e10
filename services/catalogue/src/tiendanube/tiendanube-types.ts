/** The parts of Tiendanube's JSON we read. Types are loose on their side (strings or numbers). */
export type I18n = Record<string, string | null> | string | null;

export interface TnStore {
  id: number | string;
  name: I18n;
  main_language?: string;
  original_domain?: string;
  domains?: string[];
  /** The storefront with its scheme; answered by the API though the reference does not list it. */
  url_with_protocol?: string;
  email?: string;
}

export interface TnVariant {
  id: number | string;
  price: string | null;
  promotional_price?: string | null;
  sku?: string | null;
}

export interface TnProduct {
  id: number | string;
  name: I18n;
  description?: I18n;
  published?: boolean;
  handle?: I18n;
  /** The product's page; answered by the API though the reference does not list it. */
  canonical_url?: string;
  variants?: TnVariant[];
  images?: { src: string; position?: number }[];
}

export interface TnOrder {
  id: number | string;
  number?: number | string | null;
  currency?: string;
  subtotal?: string | number;
  discount?: string | number;
  total?: string | number;
  coupon?: { code: string }[] | null;
  /** The list's name for the landing page; a single order (what we read) calls it landing_site. */
  landing_url?: string | null;
  landing_site?: string | null;
  paid_at?: string | null;
  cancelled_at?: string | null;
  updated_at?: string | null;
  /** pending, authorized, paid, abandoned, refunded or voided. */
  payment_status?: string;
  status?: string;
  customer?: { email?: string | null } | null;
  contact_email?: string | null;
  products?: {
    product_id: number | string;
    variant_id?: number | string | null;
    name?: string;
    price: string | number;
    quantity: string | number;
    sku?: string | null;
  }[];
}

/** A discount coupon of the store (`write_coupons`); `value` is a decimal string. */
export interface TnCoupon {
  id: number | string;
  code: string;
  type: 'percentage' | 'absolute' | 'shipping';
  value?: string | number | null;
  valid?: boolean;
  max_uses?: number | null;
}

/** A Partner Portal script associated with the store (`/scripts`, scope write_scripts). */
export interface TnScript {
  id: number | string;
  script_id: number;
  query_params: string | null;
}

export interface TnWebhook {
  id: number | string;
  event: string;
  url: string;
}

export interface TnTokenAnswer {
  access_token?: string;
  token_type?: string;
  scope?: string;
  user_id?: number | string;
  store_id?: number | string;
  error?: string;
  error_description?: string;
}
