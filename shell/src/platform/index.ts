/**
 * `@afilia/platform`: what the shell gives every micro-frontend. Shared as a singleton
 * package (see rspack.shared.js): the shell provides it, remotes never bundle a copy, so the
 * session store, the query client and every React context exist once per page.
 *
 * Import it from the shell's own code by this name too, never by a relative path: a relative
 * import would make the shell's copy a second instance.
 */
export * from '@afilia/platform/theme';

export {
  session,
  api,
  queryClient,
  signIn,
  verifyTwoFactor,
  signUp,
  signOut,
  useSession,
  useCurrentUser,
  useRole,
  switchActiveBrand,
  refreshSession,
} from './instance';
export type { Session, SessionState, SessionStatus } from './session/session-service';
export { ApiClient, type RequestOptions, type Parser } from './api/api-client';
export { ApiError, errorMessage } from './api/api-error';

export { StatCard, type StatCardProps, type StatTrend } from './ui/stat-card';
export { StatCardGrid, type StatCardItem } from './ui/stat-card-grid';
export { DataTable, EMPTY_TABLE_TEXT, type DataColumn, type DataTableProps } from './ui/data-table';
export { PageHeader } from './ui/page-header';
export { ButtonLink, type ButtonLinkProps } from './ui/button-link';
export { CopyButton, type CopyButtonProps } from './ui/copy-button';
export { EmptyNotice } from './ui/empty-notice';
export { ActionRow, IconTitle } from './ui/card-parts';
export { LoadingState } from './ui/loading-state';
export { labelledPaginationItem } from './ui/pagination-labels';
export { useFailureToast, useLoadFailureToast } from './feedback/use-failure-toast';
export { useConfirmDanger } from './feedback/use-confirm-danger';
export { clearIssuesOnChange, useFormIssues, useServerFieldError, type SchemaError } from './forms/use-form-issues';
export { useIsMobile, usePrefersReducedMotion } from './ui/use-media-query';
export { TWO_FACTOR_TEXTS, TotpEnrollmentView, RecoveryCodesPanel } from './two-factor';
export {
  useDashboardSummary,
  prefetchDashboardSummary,
  DASHBOARD_SUMMARY_KEY,
  DASHBOARD_LOADING_TEXT,
} from './dashboard/use-dashboard-summary';
export { DashboardHome, HOME_TITLE } from './dashboard/dashboard-home';
export { useActiveBrand, useActiveBrandId } from './brand/use-active-brand';
export {
  NOTIFICATION_PREFERENCES_KEY,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './notifications/notification-preferences';
export { NotificationPreferencesCard } from './notifications/notification-preferences-card-loader';
export { activeBrandOf, type ActiveBrand } from './brand/active-brand';

export {
  NOT_AVAILABLE,
  orNotAvailable,
  shortId,
  toRecentTransactionRow,
  transactionStatusLabel,
  type RecentTransactionRow,
} from './display/recent-transactions';
export {
  RecentTransactions,
  type RecentTransactionColumn,
  type RecentTransactionField,
  type RecentTransactionsProps,
} from './display/recent-transactions-card';
export { TRANSACTIONS_KEY, useTransactions, useTransactionsFilter } from './sales/use-transactions';
export { toTransactionRow, type TransactionRow } from './sales/transaction-rows';
export { TransactionsTable, type TransactionColumn, type TransactionField, type TransactionsTableProps } from './sales/transactions-table';
export { PayeeEarnings } from './sales/payee-earnings-loader';
export { ConversionState } from './sales/conversion-state';
export { ExportButton } from './exports/export-button';
export { formatDate, formatDecimal, formatInteger, formatMoney, formatPercent } from '@afilia/contracts';

export type { MfRoute, NavItem, PageModule, PageProps } from './routing/mf-contract';
