import type { NavItem } from '@afilia/platform';
import { menuFor, selectedKey, settingsPathFor } from './nav-menu';

const item = (key: string, path: string, roles: NavItem['roles'], order: number): NavItem => ({
  key,
  label: key,
  path,
  roles,
  order,
});

describe('menuFor', () => {
  it('keeps the role entries of every remote, sorted by order', () => {
    const items = [
      item('productos', '/dashboard/products', ['brand', 'agency'], 20),
      item('panel', '/dashboard', ['creator'], 10),
      item('agencia', '/dashboard', ['agency'], 5),
      item('inicio', '/dashboard', ['brand', 'agency'], 10),
    ];
    expect(menuFor('agency', items).map((i) => i.key)).toEqual(['agencia', 'inicio', 'productos']);
    expect(menuFor('creator', items).map((i) => i.key)).toEqual(['panel']);
    expect(menuFor('admin', items)).toEqual([]);
  });
});

describe('settingsPathFor', () => {
  it('sends each role to its settings screen', () => {
    expect(settingsPathFor('brand')).toBe('/dashboard/brand-settings');
    expect(settingsPathFor('agency')).toBe('/dashboard/brand-settings');
    expect(settingsPathFor('creator')).toBe('/dashboard/creator-settings');
    expect(settingsPathFor('admin')).toBe('/dashboard/settings');
  });
});

describe('selectedKey', () => {
  const items = [
    { key: 'inicio', path: '/dashboard' },
    { key: 'campanas', path: '/dashboard/campaigns' },
  ];
  it('highlights the home only on /dashboard itself', () => {
    expect(selectedKey('/dashboard', items)).toBe('inicio');
    expect(selectedKey('/dashboard/other', items)).toBeUndefined();
  });
  it('highlights a section on its nested pages', () => {
    expect(selectedKey('/dashboard/campaigns/123/applications', items)).toBe('campanas');
  });
});
