import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_CATEGORIES } from '@afilia/contracts';
import { NOTIFICATION_CATEGORY_SWITCHES, preferencesChanged } from './notification-preferences-texts';

describe('the notification preferences card', () => {
  it('has one switch per category, with the labels of the issue', () => {
    expect(NOTIFICATION_CATEGORY_SWITCHES.map((s) => s.category)).toEqual([...NOTIFICATION_CATEGORIES]);
    expect(NOTIFICATION_CATEGORY_SWITCHES.map((s) => s.label)).toEqual(['Campañas', 'Conversiones', 'Fraude', 'Alertas de presupuesto']);
  });

  it('has something to save only when a switch differs from what is saved', () => {
    expect(preferencesChanged(DEFAULT_NOTIFICATION_PREFERENCES, { ...DEFAULT_NOTIFICATION_PREFERENCES })).toBe(false);
    expect(preferencesChanged(DEFAULT_NOTIFICATION_PREFERENCES, { ...DEFAULT_NOTIFICATION_PREFERENCES, emailNotifications: true })).toBe(
      true,
    );
  });
});
