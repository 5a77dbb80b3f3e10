import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CPC_PARTICIPATION_STATUSES } from '@afilia/contracts';
import { centsColumn } from '@afilia/service-kit';

/** A creator's participation in a CPC campaign (seed 002 §3). */
@Entity({ name: 'cpc_campaign_participations' })
export class ParticipationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  campaignId!: string;

  /** The campaign's brand, kept on the row for the tenant policy. */
  @Column({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'uuid' })
  creatorId!: string;

  @Column({ type: 'text' })
  status!: (typeof CPC_PARTICIPATION_STATUSES)[number];

  @Column({ type: 'integer' })
  costPerClickCents!: number;

  @Column({ type: 'integer' })
  maxClicks!: number;

  @Column({ type: 'integer', default: 0 })
  currentClicks!: number;

  @Column({ ...centsColumn, default: 0 })
  totalEarnedCents!: number;

  @Column({ ...centsColumn, default: 0 })
  budgetAllocatedCents!: number;

  @Column({ type: 'integer', nullable: true })
  proposedCostPerClickCents!: number | null;

  @Column({ type: 'integer', nullable: true })
  proposedMaxClicks!: number | null;

  /** Whose proposal waits in the proposed fields. */
  @Column({ type: 'text', nullable: true })
  proposedBy!: 'creator' | 'brand' | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
