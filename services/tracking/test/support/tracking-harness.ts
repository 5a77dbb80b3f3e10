import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceHarness } from '@afilia/service-kit/testing';
import { TrackingModule } from '../../src/app.module.js';
import { loadTrackingEnv } from '../../src/config/env.js';
import { RedirectHost } from '../../src/redirect/redirect-host.js';

/** The real tracking service on the run's fresh database and NATS, its redirect on a free port. */
export class TrackingHarness extends ServiceHarness {
  /** Where clicks wait while NATS does not answer: a folder of this harness's own. */
  readonly spoolDir = mkdtempSync(join(tmpdir(), 'afilia-click-spool-'));

  constructor(extraEnv: NodeJS.ProcessEnv = {}) {
    super('tracking', (env) =>
      TrackingModule.register(
        loadTrackingEnv({ ...process.env, TRACK_PORT: '0', TRACK_HOST: '127.0.0.1', CLICK_SPOOL_DIR: this.spoolDir, ...extraEnv, ...env }),
      ),
    );
  }

  override async stop(): Promise<void> {
    await super.stop();
    rmSync(this.spoolDir, { recursive: true, force: true });
  }

  get redirect(): RedirectHost {
    return this.app.get(RedirectHost);
  }

  /** The redirect's address: /track/{code} answers there. */
  get trackUrl(): string {
    return this.redirect.url!;
  }
}
