/** The six cards of 'Todo lo que necesitas' (seed 000 §1–2). */
export interface Feature {
  title: string;
  description: string;
  icon: 'link' | 'percent' | 'chart' | 'users' | 'store' | 'bolt';
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Links de afiliado',
    description: 'Genera links de seguimiento únicos para cada creador y producto.',
    icon: 'link',
  },
  {
    title: 'Comisiones automáticas',
    description: 'Define el porcentaje de comisión y cada venta se calcula sola.',
    icon: 'percent',
  },
  {
    title: 'Analytics en tiempo real',
    description: 'Sigue ventas, clics y conversiones en el momento en que ocurren.',
    icon: 'chart',
  },
  {
    title: 'Gestión de creadores',
    description: 'Aprueba, organiza y sigue el rendimiento de los creadores que te promocionan.',
    icon: 'users',
  },
  {
    title: 'Integración con tu tienda',
    description: 'Conecta tu tienda online y tus productos se sincronizan automáticamente.',
    icon: 'store',
  },
  {
    title: 'Pagos instantáneos',
    description: 'Las comisiones se dividen y se pagan a cada creador de forma automática.',
    icon: 'bolt',
  },
];
