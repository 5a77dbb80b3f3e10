export {
  renderManifests,
  renderServiceEntries,
  COMPOSE_FILE,
  KUBERNETES_FILE,
  KUBERNETES_SECRET_FILE,
  KUBERNETES_SANDBOX_FILE,
} from './render.js';
export { SERVICE_SETTINGS, type Setting } from './parts.js';
