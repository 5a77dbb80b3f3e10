import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { centsColumn } from '@afilia/service-kit';

/** What a link points at: a product, the store, a CPC campaign's target, a campaign's own URL, or a brand's custom URL. */
export type LinkKind = 'product' | 'store' | 'cpc' | 'url' | 'custom';

@Entity({ name: 'affiliate_links' })
export class AffiliateLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  creatorId!: string;

  @Column({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'uuid', nullable: true })
  productId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  campaignId!: string | null;

  /** As it was when the link was made: still readable after the campaign is deleted. */
  @Column({ type: 'text', nullable: true })
  campaignName!: string | null;

  /** The application or participation that made it. */
  @Column({ type: 'uuid', nullable: true })
  sourceId!: string | null;

  @Column({ type: 'text' })
  kind!: LinkKind;

  @Column({ type: 'text' })
  uniqueCode!: string;

  @Column({ type: 'text' })
  trackingUrl!: string;

  @Column({ type: 'text', nullable: true })
  destinationUrl!: string | null;

  @Column({ type: 'integer', default: 0 })
  clicks!: number;

  @Column({ type: 'integer', default: 0 })
  salesGenerated!: number;

  @Column({ ...centsColumn, default: 0 })
  commissionEarnedCents!: number;

  @Column({ type: 'boolean', default: false })
  showInShop!: boolean;

  @Column({ type: 'text', nullable: true })
  customProductName!: string | null;

  @Column({ type: 'text', nullable: true })
  customProductDescription!: string | null;

  /** Its campaign pays by discount code: clicks go through /safelink for the creator's coupon. */
  @Column({ type: 'boolean', default: false })
  paidByCode!: boolean;

  @Column({ type: 'text', default: 'active' })
  status!: 'active' | 'expired';

  @Column({ type: 'text', nullable: true })
  expiredReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
