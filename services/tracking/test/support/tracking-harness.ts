import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignsEvents, TrackingRequests, type EventPayload } from '@afilia/contracts';
import { creatorActor, ServiceHarness, waitFor } from '@afilia/service-kit/testing';
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
        loadTrackingEnv({
          ...process.env,
          TRACK_PORT: '0',
          TRACK_HOST: '127.0.0.1',
          CLICK_SPOOL_DIR: this.spoolDir,
          // As behind the ingress: a test names each visitor's address in X-Forwarded-For (a person is an address).
          TRUST_PROXY_HOPS: '1',
          ...extraEnv,
          ...env,
        }),
      ),
    );
  }

  override async stop(): Promise<void> {
    await super.stop();
    rmSync(this.spoolDir, { recursive: true, force: true });
  }

  /**
   * A CPC link, made the way it is born: from an approved participation (50 cents a click, 100
   * clicks, unless `fields` say otherwise). Answers the event and the link.
   */
  async cpcLink(fields: Partial<EventPayload<typeof CampaignsEvents.participationApproved>> = {}) {
    const costPerClickCents = fields.costPerClickCents ?? 50;
    const maxClicks = fields.maxClicks ?? 100;
    const event = await this.publish(CampaignsEvents.participationApproved, {
      participationId: randomUUID(),
      campaignId: randomUUID(),
      campaignName: 'Clics',
      brandId: randomUUID(),
      creatorId: randomUUID(),
      budgetAllocatedCents: costPerClickCents * maxClicks,
      targetUrl: 'https://tienda.example/promo',
      ...fields,
      costPerClickCents,
      maxClicks,
    });
    const link = await waitFor(async () => (await this.call(TrackingRequests.listLinks, {}, creatorActor(event.creatorId)))[0]);
    return { event, link };
  }

  get redirect(): RedirectHost {
    return this.app.get(RedirectHost);
  }

  /** The redirect's address: /track/{code} answers there. */
  get trackUrl(): string {
    return this.redirect.url!;
  }
}
