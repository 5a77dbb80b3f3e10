import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import { CatalogueRequests, streamOfEvent, TrackingEvents } from '@afilia/contracts';
import { EventFollower, JsonLogger, NATS_CONNECTION, Outbox, ServiceClient } from '@afilia/service-kit';
import { ClickCounter } from '../clicks/click-counter.js';
import { ClickRecorder } from '../clicks/click-recorder.js';
import { CountryLookup } from '../clicks/country-lookup.js';
import { VisitorHasher } from '../clicks/visitor-hasher.js';
import { TRACKING_ENV, type TrackingEnv } from '../config/env.js';
import { PixelDirectory } from '../pixels/pixel-directory.js';
import { ConversionReviews } from '../pixels/conversion-review.js';
import { PIXEL_CONVERSIONS_PER_PIXEL_MINUTE, PIXEL_HITS_PER_ADDRESS_MINUTE, PixelEndpoint } from '../pixels/pixel-endpoint.js';
import { PixelHits } from '../pixels/pixel-hits.js';
import { StorefrontBanners } from '../pixels/storefront-banners.js';
import { ShopBlockCounts } from '../shops/shop-block-counts.js';
import { loadShopBlockKeys, SHOP_BLOCKS_CACHED, SHOP_BLOCKS_TTL_MS, ShopBlockDirectory } from '../shops/shop-block-directory.js';
import { SHOP_EVENTS_PER_MINUTE, ShopBlockEvents } from '../shops/shop-block-events.js';
import { AddressLimiter } from './address-limiter.js';
import { EdgeForwarder } from './edge-forwarder.js';
import { LinkDirectory } from './link-directory.js';
import { LinkPages } from './link-pages.js';
import { RedirectServer, TRACK_VISITS_PER_ADDRESS_MINUTE } from './redirect-server.js';

/**
 * Runs the hot path beside the service's NATS handlers: the link cache and what keeps it fresh,
 * the visitor salts, the offline geo database, the click recorder and its spool, the redirect
 * listener and the batch consumer that counts the clicks. Started after the module is built,
 * stopped before the bus.
 */
@Injectable()
export class RedirectHost implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly links: LinkDirectory;
  readonly recorder: ClickRecorder;
  readonly counter: ClickCounter;
  private readonly hasher: VisitorHasher;
  private readonly follower: EventFollower;
  private readonly edge: EdgeForwarder | null;
  private readonly server: RedirectServer;
  /** Where the redirect listens, once started. */
  url: string | null = null;

  constructor(
    @Inject(TRACKING_ENV) private readonly env: TrackingEnv,
    @InjectDataSource() dataSource: DataSource,
    @Inject(NATS_CONNECTION) nc: NatsConnection,
    outbox: Outbox,
    logger: JsonLogger,
    client: ServiceClient,
    pixels: PixelDirectory,
  ) {
    this.links = new LinkDirectory(dataSource, env.LINK_CACHE_SIZE);
    this.hasher = new VisitorHasher(dataSource);
    this.recorder = new ClickRecorder(nc, env.CLICK_SPOOL_DIR, env.CLICK_SPOOL_MAX_MB * 1024 * 1024, logger);
    this.counter = new ClickCounter(nc, dataSource, outbox, logger);
    this.follower = new EventFollower(nc, logger, {
      who: 'tracking',
      stream: streamOfEvent(TrackingEvents.linkChanged).name,
      filter: TrackingEvents.linkChanged.subject,
      onMessage: (_subject, body) => {
        const event = TrackingEvents.linkChanged.payload.safeParse(body);
        if (event.success) this.links.forget(event.data.codes);
      },
      onFollowing: (following) => this.links.setFollowing(following),
    });
    this.edge = env.EDGE_UPSTREAM ? new EdgeForwarder(env.EDGE_UPSTREAM, logger) : null;
    this.server = new RedirectServer({
      links: this.links,
      recorder: this.recorder,
      hasher: this.hasher,
      // Read once per process (about 7 MB of typed arrays), before the listener opens.
      countries: CountryLookup.shared(),
      pages: new LinkPages(env.FRONTEND_ROOT),
      logger,
      trustProxyHops: env.TRUST_PROXY_HOPS,
      edge: this.edge,
      coupons: async (owner) => (await client.call(CatalogueRequests.ensureCoupon, owner, null)).code,
      secureCookies: env.PUBLIC_URL.startsWith('https:'),
      pixels: new PixelEndpoint({
        directory: pixels,
        hits: new PixelHits(dataSource, outbox, env.CONVERSION_REVIEW_DAYS),
        reviews: new ConversionReviews(outbox, env.COMMISSION_HOLD_DAYS),
        dataSource,
        logger,
        publicUrl: env.PUBLIC_URL,
        banners: new StorefrontBanners(dataSource, client),
        addressKey: (address, at) => this.hasher.addressKey(address, at),
        perAddress: new AddressLimiter(PIXEL_HITS_PER_ADDRESS_MINUTE, 60_000),
        perPixel: new AddressLimiter(PIXEL_CONVERSIONS_PER_PIXEL_MINUTE, 60_000),
      }),
      shopEvents: new ShopBlockEvents({
        counts: new ShopBlockCounts(dataSource),
        blocks: new ShopBlockDirectory(loadShopBlockKeys(client, dataSource), SHOP_BLOCKS_CACHED, SHOP_BLOCKS_TTL_MS),
        visitor: (address, userAgent, at) => this.hasher.hash(address, userAgent, at),
        limiter: new AddressLimiter(SHOP_EVENTS_PER_MINUTE, 60_000),
        logger,
      }),
      visits: new AddressLimiter(TRACK_VISITS_PER_ADDRESS_MINUTE, 60_000),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.hasher.start();
    await this.recorder.start();
    this.follower.start();
    await this.counter.start();
    this.url = await this.server.listen(this.env.TRACK_PORT, this.env.TRACK_HOST);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.server.close();
    this.edge?.close();
    await this.follower.stop();
    await this.counter.stop();
    await this.recorder.stop();
    this.hasher.stop();
  }
}
