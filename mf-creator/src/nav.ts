import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { NavItem } from '@afilia/platform';

/** Seed 002 'Dashboard shell', creator menu. */
export const nav: NavItem[] = [
  { key: 'panel', label: 'Panel Principal', path: '/dashboard', icon: HomeOutlined },
  { key: 'buscar-marcas', label: 'Buscar Marcas', path: '/dashboard/available-campaigns', icon: SearchOutlined },
  // Issue 15 §5: the brands to ask for a product collaboration, beside the campaigns to apply to.
  { key: 'marcas', label: 'Marcas', path: '/dashboard/brands', icon: ShopOutlined },
  { key: 'colaboraciones', label: 'Mis Colaboraciones', path: '/dashboard/my-collaborations', icon: TeamOutlined },
  { key: 'links', label: 'Mis Links y Códigos', path: '/dashboard/links', icon: LinkOutlined },
  { key: 'ganancias', label: 'Mis Ganancias', path: '/dashboard/sales', icon: DollarOutlined },
  { key: 'estadisticas', label: 'Estadísticas', path: '/dashboard/safelink-analytics', icon: BarChartOutlined },
].map((entry, i) => ({ ...entry, roles: ['creator'] as const, order: 10 + i }));
