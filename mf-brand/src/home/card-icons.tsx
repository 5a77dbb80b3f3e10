import type { ReactNode } from 'react';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import PercentageOutlined from '@ant-design/icons/es/icons/PercentageOutlined';
import RiseOutlined from '@ant-design/icons/es/icons/RiseOutlined';
import ShoppingOutlined from '@ant-design/icons/es/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';

/** Icons of the home cards, by card key (see home-cards.ts). */
export const CARD_ICONS: Record<string, ReactNode> = {
  sales: <DollarOutlined />,
  commissions: <PercentageOutlined />,
  products: <ShoppingOutlined />,
  creators: <TeamOutlined />,
  brands: <ApartmentOutlined />,
  campaigns: <NotificationOutlined />,
  revenue: <DollarOutlined />,
  conversions: <CheckCircleOutlined />,
  activity: <RiseOutlined />,
};
