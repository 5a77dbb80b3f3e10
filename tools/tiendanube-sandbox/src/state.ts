// What the sandbox store holds. Records keep times as epoch milliseconds and money as the API's
// decimal strings; each resource module turns its records into the API's JSON.

/** A text in every language of the store: {"es": "...", "pt": "..."}. */
export type I18n = Record<string, string>;

export type Family = 'ropa' | 'calzado' | 'accesorios' | 'hogar';

export interface CategoryRecord {
  id: number;
  name: I18n;
  description: I18n;
  handle: I18n;
  parent: number | null;
  subcategories: number[];
  created_at: number;
  updated_at: number;
}

export interface VariantRecord {
  id: number;
  product_id: number;
  position: number;
  price: string | null;
  promotional_price: string | null;
  compare_at_price: string | null;
  stock_management: boolean;
  stock: number | null;
  sku: string;
  barcode: string | null;
  values: I18n[];
  image_id: number | null;
  weight: string;
  width: string | null;
  height: string | null;
  depth: string | null;
  cost: string | null;
  created_at: number;
  updated_at: number;
}

export interface ImageRecord {
  id: number;
  product_id: number;
  position: number;
  /** Path under the sandbox's own /images/ route. */
  file: string;
  alt: string[];
  created_at: number;
  updated_at: number;
}

export interface ProductRecord {
  id: number;
  family: Family;
  name: I18n;
  description: I18n;
  handle: I18n;
  attributes: I18n[];
  category_ids: number[];
  brand: string | null;
  published: boolean;
  free_shipping: boolean;
  requires_shipping: boolean;
  seo_title: string;
  seo_description: string;
  tags: string;
  variants: VariantRecord[];
  images: ImageRecord[];
  created_at: number;
  updated_at: number;
}

export type OrderStatus = 'open' | 'closed' | 'cancelled';
export type PaymentStatus = 'pending' | 'authorized' | 'paid' | 'abandoned' | 'refunded' | 'voided';

export interface OrderLine {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  sku: string;
  price: string;
  quantity: number;
  image_src: string | null;
  variant_values: string[];
  weight: string;
  free_shipping: boolean;
}

export interface OrderCustomer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  identification: string | null;
}

export interface OrderRecord {
  id: number;
  number: number;
  token: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_status: 'unpacked' | 'unfulfilled' | 'fulfilled';
  gateway: string;
  currency: string;
  language: string;
  subtotal_cents: number;
  discount_cents: number;
  discount_coupon_cents: number;
  shipping_cents: number;
  total_cents: number;
  coupon_codes: string[];
  landing_url: string | null;
  client_details: { browser_ip: string; user_agent: string };
  extra: Record<string, unknown>;
  lines: OrderLine[];
  customer: OrderCustomer;
  paid_at: number | null;
  cancelled_at: number | null;
  cancel_reason: string | null;
  created_at: number;
  updated_at: number;
}

export type CouponType = 'percentage' | 'absolute' | 'shipping';

export interface CouponRecord {
  id: number;
  code: string;
  type: CouponType;
  /** As the merchant sent it: the documentation's examples echo `"10.00"` and `50` alike. */
  value: string | number | null;
  /** null until the coupon is first used (the documented answer to a create). */
  used: number | null;
  max_uses: number | null;
  min_price: number | null;
  start_date: string | null;
  end_date: string | null;
  categories: number[] | null;
  /** The products the discount applies to (ids as written), or null for every product. */
  products: number[] | null;
  /** false when the merchant switched the coupon off (`valid: false` on a write). */
  enabled: boolean;
  /** Newer optional fields (includes_shipping, first_consumer_purchase...), kept as sent. */
  extra: Record<string, unknown>;
  created_at: number;
  updated_at: number;
}

export interface WebhookRecord {
  id: number;
  event: string;
  url: string;
  created_at: number;
  updated_at: number;
}

/** A Partner Portal script associated with the store. */
export interface ScriptRecord {
  id: number;
  script_id: number;
  query_params: string;
  created_at: number;
  updated_at: number;
}

export interface TokenRecord {
  token: string;
  storeId: number;
  appId: string;
  scope: string[];
  created_at: number;
}

export interface AuthorizationCode {
  code: string;
  storeId: number;
  appId: string;
  expiresAt: number;
  used: boolean;
}

export interface PrivacyUrls {
  storeRedact: string | null;
  customersRedact: string | null;
  customersDataRequest: string | null;
}

export interface SandboxState {
  categories: Map<number, CategoryRecord>;
  products: Map<number, ProductRecord>;
  orders: Map<number, OrderRecord>;
  coupons: Map<number, CouponRecord>;
  webhooks: Map<number, WebhookRecord>;
  scripts: Map<number, ScriptRecord>;
  tokens: Map<string, TokenRecord>;
  codes: Map<string, AuthorizationCode>;
  /** The app is installed in the store (a token was issued and not revoked by an uninstall). */
  installed: boolean;
  /** Every API call answers 402 (the store's plan or the app's charge is unpaid). */
  paymentRequired: boolean;
  privacyUrls: PrivacyUrls;
  nextOrderNumber: number;
  /**
   * 'Códigos externos': HTML the merchant pasted in the store admin, which the storefront adds
   * to the <head> of every page (how a merchant installs a tracking pixel by hand).
   */
  externalCodes: string;
}

export function emptyState(privacyUrls: PrivacyUrls): SandboxState {
  return {
    categories: new Map(),
    products: new Map(),
    orders: new Map(),
    coupons: new Map(),
    webhooks: new Map(),
    scripts: new Map(),
    tokens: new Map(),
    codes: new Map(),
    installed: false,
    paymentRequired: false,
    privacyUrls,
    nextOrderNumber: 100,
    externalCodes: '',
  };
}
