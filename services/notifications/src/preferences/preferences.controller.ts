import { Controller } from '@nestjs/common';
import { NotificationsRequests, type Actor, type NotificationPreferences } from '@afilia/contracts';
import { Handles } from '@afilia/service-kit';
import { PreferencesService } from './preferences.service.js';

/** A person reads and saves only their own preferences: the actor's user, never an id from the data. */
@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Handles(NotificationsRequests.preferences)
  get(_data: unknown, actor: Actor) {
    return this.preferences.get(actor.userId);
  }

  @Handles(NotificationsRequests.updatePreferences)
  update(data: NotificationPreferences, actor: Actor) {
    return this.preferences.update(actor.userId, data);
  }
}
