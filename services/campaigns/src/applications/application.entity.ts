import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { APPLICATION_STATUSES, COMMISSION_TYPES } from '@afilia/contracts';

/** Postgres answers numeric as text; a commission is a number everywhere else. */
const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

type CommissionType = (typeof COMMISSION_TYPES)[number];

/** A creator's application to a standard or conversion campaign (seed 002 §3). */
@Entity({ name: 'campaign_applications' })
export class ApplicationEntity {
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
  status!: (typeof APPLICATION_STATUSES)[number];

  @Column({ type: 'text', nullable: true })
  proposedCommissionType!: CommissionType | null;

  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  proposedCommissionValue!: number | null;

  @Column({ type: 'text', nullable: true })
  proposedTerms!: string | null;

  @Column({ type: 'text', nullable: true })
  counterOfferCommissionType!: CommissionType | null;

  @Column({ type: 'numeric', nullable: true, transformer: numeric })
  counterOfferCommissionValue!: number | null;

  @Column({ type: 'text', nullable: true })
  counterOfferTerms!: string | null;

  @Column({ type: 'text', nullable: true })
  rejectionReason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
