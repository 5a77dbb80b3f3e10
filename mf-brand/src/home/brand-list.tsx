import { Avatar, theme } from '@afilia/platform/antd';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import type { CurrentUser } from '@afilia/contracts';

/**
 * The agency's brands, one row each (logo and name), drawn like antd's List. Not antd's List
 * itself: it brings pagination, and with it Select and a virtual list, about 30 KB gzipped on
 * every dashboard's first load for a short list that never pages.
 */
export function BrandList({ brands }: { brands: CurrentUser['brands'] }) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {brands.map((brand, i) => (
        <li
          key={brand.id}
          style={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: token.padding,
            padding: `${token.paddingContentVertical}px 0`,
            borderBlockEnd: i < brands.length - 1 ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
          }}
        >
          <Avatar shape="square" src={brand.logoUrl ?? undefined} icon={<ShopOutlined />} />
          <span style={{ fontWeight: token.fontWeightStrong, color: token.colorText, lineHeight: token.lineHeight }}>{brand.name}</span>
        </li>
      ))}
    </ul>
  );
}
