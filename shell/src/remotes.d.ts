// Modules the shell loads through module federation (URLs in rspack.shared.js).
declare module 'mf_public/routes' {
  export const routes: import('@afilia/platform').MfRoute[];
}
declare module 'mf_brand/routes' {
  export const routes: import('@afilia/platform').MfRoute[];
}
declare module 'mf_brand/nav' {
  export const nav: import('@afilia/platform').NavItem[];
}
declare module 'mf_creator/routes' {
  export const routes: import('@afilia/platform').MfRoute[];
}
declare module 'mf_creator/nav' {
  export const nav: import('@afilia/platform').NavItem[];
}
