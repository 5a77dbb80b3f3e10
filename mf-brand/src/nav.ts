import type { ComponentType } from 'react';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import TransactionOutlined from '@ant-design/icons/es/icons/TransactionOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import type { NavItem } from '@afilia/platform';

type Entry = Pick<NavItem, 'key' | 'label' | 'path'> & { icon: ComponentType };

/** Seed 002 'Dashboard shell', brand menu (agencies get it too, after 'Panel de Agencia'). */
const BRAND_MENU: Entry[] = [
  { key: 'inicio', label: 'Inicio', path: '/dashboard', icon: HomeOutlined },
  { key: 'productos', label: 'Productos', path: '/dashboard/products', icon: ShoppingOutlined },
  { key: 'campanas', label: 'Campañas', path: '/dashboard/campaigns', icon: NotificationOutlined },
  { key: 'creadores', label: 'Creadores', path: '/dashboard/creators', icon: TeamOutlined },
  { key: 'safelink', label: 'SafeLink Analytics', path: '/dashboard/safelink-analytics', icon: SafetyCertificateOutlined },
  { key: 'transacciones', label: 'Transacciones', path: '/dashboard/transactions', icon: TransactionOutlined },
];

/** Seed 002 'Dashboard shell', admin menu. */
const ADMIN_MENU: Entry[] = [
  { key: 'admin-inicio', label: 'Inicio', path: '/dashboard', icon: HomeOutlined },
  { key: 'admin-marcas', label: 'Marcas', path: '/dashboard/brands', icon: ShopOutlined },
  { key: 'admin-creadores', label: 'Creadores', path: '/dashboard/creators', icon: TeamOutlined },
  { key: 'admin-productos', label: 'Productos', path: '/dashboard/products', icon: ShoppingOutlined },
  { key: 'admin-transacciones', label: 'Transacciones', path: '/dashboard/transactions', icon: TransactionOutlined },
  // Not in the seeds' menu: the payouts of issue 14 §5.
  { key: 'admin-pagos', label: 'Pagos', path: '/dashboard/payouts', icon: WalletOutlined },
];

export const nav: NavItem[] = [
  { key: 'panel-agencia', label: 'Panel de Agencia', path: '/dashboard', roles: ['agency'], order: 0, icon: ApartmentOutlined },
  ...BRAND_MENU.map((entry, i) => ({ ...entry, roles: ['brand', 'agency'] as const, order: 10 + i })),
  ...ADMIN_MENU.map((entry, i) => ({ ...entry, roles: ['admin'] as const, order: 10 + i })),
];
