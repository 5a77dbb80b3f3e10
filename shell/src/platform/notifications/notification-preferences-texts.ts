import type { NotificationCategory, NotificationPreferences } from '@afilia/contracts';

/** The notification preferences card's texts (seed 001 §2; the labels as the issue names them, the rest ours). */
export const NOTIFICATION_PREFERENCES_TEXTS = {
  title: 'Notificaciones',
  intro: 'Elegí de qué te avisamos al instante y por email. La campana siempre muestra todas tus notificaciones.',
  email: 'Recibir notificaciones por email',
  emailHint: 'Te enviamos un email por cada notificación de las categorías activas.',
  save: 'Guardar Preferencias',
  saved: 'Preferencias guardadas',
  saveError: 'Error al guardar preferencias',
  loadError: 'Error al cargar preferencias',
  unavailable: 'No se pudieron cargar tus preferencias.',
} as const;

/** The four categories, in the order the card shows them, with what each holds. */
export const NOTIFICATION_CATEGORY_SWITCHES: readonly { category: NotificationCategory; label: string; hint: string }[] = [
  { category: 'campaigns', label: 'Campañas', hint: 'Aplicaciones, aprobaciones, contraofertas y novedades de las campañas.' },
  { category: 'conversions', label: 'Conversiones', hint: 'Cada nueva conversión.' },
  { category: 'fraud', label: 'Fraude', hint: 'Actividad sospechosa en los links.' },
  { category: 'budgetAlerts', label: 'Alertas de presupuesto', hint: 'Presupuestos y cupos de clics por agotarse o agotados.' },
];

/** Whether the switches differ from what is saved: only then is there something to save. */
export function preferencesChanged(saved: NotificationPreferences, draft: NotificationPreferences): boolean {
  return (Object.keys(saved) as (keyof NotificationPreferences)[]).some((key) => saved[key] !== draft[key]);
}
