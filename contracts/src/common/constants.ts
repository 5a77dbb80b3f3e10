/** Business constants and limits of seeds 000 §9, 001 §9 and 002 §9, written once. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const EMAIL_MAX = 255;
export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 100;
export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 1000;
export const PRICE_MAX = 999_999_999;
export const BRAND_DESCRIPTION_MAX = 500;
export const SOCIAL_URL_MAX = 500;

/** Commissions are fractions with 4 decimals; both defaults are 15 %. */
export const DEFAULT_COMMISSION_CREATOR = 0.15;
export const DEFAULT_COMMISSION_PLATFORM = 0.15;
/** The platform commission is stated as fixed. */
export const PLATFORM_COMMISSION = 0.15;

export const DEFAULT_BRAND_NAME = 'Mi Marca';
export const DEFAULT_CREATOR_NAME = 'Creador';
export const DEFAULT_CURRENCY = 'ARS';

export const RECENT_TRANSACTIONS_LIMIT = 5;
export const AGENCY_REVENUE_DECIMALS = 2;
export const LANDING_FOOTER_YEAR = 2025;
export const COPY_CONFIRMATION_MS = 2000;
export const AUTOSAVE_DELAY_MS = 2000;
export const LINK_DELETE_TOAST_MS = 5000;

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const SHOP_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const NEW_CAMPAIGN_DEFAULT_COMMISSION_PERCENT = 15;
export const NEW_CAMPAIGN_DEFAULT_COOKIE_DAYS = 30;
export const COOKIE_DAYS_MIN = 1;
export const COOKIE_DAYS_MAX = 365;
export const PERCENT_COMMISSION_MIN = 0.01;
export const PERCENT_COMMISSION_MAX = 100;
export const CPC_MIN = 0.01;
export const CLICK_QUOTA_MIN = 1;
/**
 * The largest value of a Postgres `integer` column: counts and amounts in cents are stored as
 * one, so no request may carry more (beyond it the database refuses the row and the request
 * would fail as a 500, not as the field's error).
 */
export const INT4_MAX = 2_147_483_647;
export const BUDGET_WARNING_RATIO = 0.9;
export const RECENT_ACCEPTANCE_MS = 5 * 60 * 1000;
export const APPROVAL_DIALOG_LINKS = 5;

export const NOTIFICATION_LIST_LIMIT = 20;
export const NOTIFICATION_BADGE_MAX = 9;
export const NOTIFICATION_PANEL_HEIGHT_PX = 400;

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '3rem';
export const SIDEBAR_TOGGLE_KEY = 'b';

export const THEME_STORAGE_KEY = 'theme';
export const ACTIVE_BRAND_STORAGE_KEY = 'activeBrandId';

export const UNIQUE_CLICK_WINDOW_H = 24;
export const DAILY_CLICKS_DAYS = 30;
export const TOP_COUNTRIES = 5;
export const TOP_CAMPAIGNS = 5;
export const CHART_NAME_MAX = 15;
export const CTR_BADGE_HIGH = 8;
export const CTR_BADGE_MID = 4;
/**
 * campaign_high_ctr (decision 172): a campaign whose conversions reach the CTR badge's top tier
 * over at least this many clicks is told to its brand, once.
 */
export const HIGH_CTR_MIN_CLICKS = 100;
export const DEFAULT_TEST_ORDER_TOTAL = 100;
export const CONVERSIONS_TABLE_LIMIT = 50;
export const TEST_CONVERSION_DELAY_MS = 2000;
export const AI_REDIRECT_DELAY_MS = 2000;
export const HIGH_ENGAGEMENT_MIN = 3;
export const TOP_EARNERS_LIMIT = 10;

/** Session handling (seed 000 §9): refresh retries with a doubling backoff from 200 ms. */
export const REFRESH_RETRY_BASE_MS = 200;
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
/** A session is treated as expiring this long before its real expiry. */
export const SESSION_EXPIRY_MARGIN_S = 60;
export const RESET_TOKEN_TTL_MIN = 30;
export const RESET_TOKEN_BYTES = 32;

/** Rate limits at the edge (reliability §2). */
export const SIGN_IN_LIMIT_PER_MIN = 5;
export const RESET_LIMIT_PER_MIN = 2;

/** Where tracking URLs point when no origin is known (seed 000 §9). */
export const PRODUCTION_ORIGIN = 'https://afilia.app';
export const SUPPORT_EMAIL = 'soporte@afilia.app';

/**
 * The scopes the Tiendanube app is registered with (Partner Portal), checked against what a
 * store grants as it connects. The seeds write 'read_products read_orders write_discounts
 * write_scripts', but no `write_discounts` exists: coupons need `write_coupons`, and the fraud
 * checks on orders need the customer (`read_customers`). See docs/decisions.md.
 */
export const TIENDANUBE_APP_SCOPES = ['read_products', 'read_orders', 'read_customers', 'write_coupons', 'write_scripts'] as const;
