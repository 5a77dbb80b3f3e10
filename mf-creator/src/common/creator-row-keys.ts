/**
 * The queries of the shop editor and of 'Mi Perfil'. Both edit the creator's one shop-and-profile
 * row under one revision, so a save on either page makes the other's copy old: it drops it, to be
 * read again when that page opens.
 */
export const SHOP_KEY = ['creator', 'shop'] as const;
export const PROFILE_KEY = ['creator', 'profile'] as const;
