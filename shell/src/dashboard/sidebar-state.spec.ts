import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('sidebar state', () => {
  it('is open unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; sidebar%3Astate=false')).toBe(false);
    expect(readSidebarOpen('sidebar:state=false')).toBe(false);
    expect(readSidebarOpen('sidebar:state=true')).toBe(true);
  });

  it('writes a cookie that lasts 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar%3Astate=false; path=/; max-age=604800; SameSite=Lax');
    expect(readSidebarOpen(sidebarCookie(false).split(';')[0]!)).toBe(false);
  });

  it('toggles on Ctrl+B and Cmd+B only', () => {
    expect(isSidebarShortcut(key('b', { ctrlKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('B', { metaKey: true }))).toBe(true);
    expect(isSidebarShortcut(key('b'))).toBe(false);
    expect(isSidebarShortcut(key('b', { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
