/**
 * `@afilia/platform/antd-extra`: antd components that only some screens use (forms, dialogs,
 * tabs, Typography), re-exported from the shell's one copy of antd like `@afilia/platform/antd`,
 * and shared the same way (one instance, the shell's ConfigProvider).
 *
 * They live apart because a module is loaded whole and these are heavy for what the dashboard's
 * first load needs: Form brings the validation engine, Typography its editing (a TextArea) and
 * copy features. This module loads with the first screen that imports it (the auth pages, the
 * products and settings screens), never on the landing or the dashboard homes.
 */
export {
  Alert,
  Badge,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Pagination,
  Progress,
  Radio,
  Select,
  Switch,
  Tabs,
  Typography,
} from 'antd';
/** The pager of server-paged lists, built on Pagination. */
export { ListPagination, type ListPaginationProps } from './list-pagination';
