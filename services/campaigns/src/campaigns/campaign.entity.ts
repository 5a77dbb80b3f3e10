import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CampaignRewards, COMMISSION_TYPES, PAYMENT_METHODS } from '@afilia/contracts';

/** Postgres answers numeric as text; the commission is a number everywhere else. */
const numeric = { to: (v: number) => v, from: (v: string) => Number(v) };

@Entity({ name: 'campaigns' })
export class CampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text' })
  campaignType!: (typeof CAMPAIGN_TYPES)[number];

  @Column({ type: 'text' })
  paymentMethod!: (typeof PAYMENT_METHODS)[number];

  @Column({ type: 'text' })
  commissionType!: (typeof COMMISSION_TYPES)[number];

  @Column({ type: 'numeric', transformer: numeric })
  commissionValue!: number;

  @Column({ type: 'integer' })
  cookieDurationDays!: number;

  @Column({ type: 'text' })
  status!: (typeof CAMPAIGN_STATUSES)[number];

  @Column({ type: 'uuid', nullable: true })
  targetProductId!: string | null;

  @Column({ type: 'text', nullable: true })
  targetUrl!: string | null;

  @Column({ type: 'integer', nullable: true })
  costPerClickCents!: number | null;

  @Column({ type: 'integer', nullable: true })
  maxClicksPerCreator!: number | null;

  @Column({ type: 'integer', nullable: true })
  budgetPerCreatorCents!: number | null;

  @Column({ type: 'integer', nullable: true })
  totalBudgetCents!: number | null;

  /** A standard campaign's tiers and bonuses (decision 247); none for the others. */
  @Column({ type: 'jsonb', default: () => `'{"tiers": [], "bonuses": []}'::jsonb` })
  rewards!: CampaignRewards;

  @Column({ type: 'date', nullable: true })
  startDate!: string | null;

  @Column({ type: 'date', nullable: true })
  endDate!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
