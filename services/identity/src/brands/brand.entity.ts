import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { fractionColumn } from '@afilia/service-kit';

@Entity({ name: 'brands' })
export class BrandEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The brand owner's user; null for a brand an agency created. */
  @Index('brands_owner_user_id_key', { unique: true, where: '"owner_user_id" IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ ...fractionColumn, default: 0.15 })
  defaultCommissionBrand!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'agencies' })
export class AgencyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('agencies_user_id_key', { unique: true })
  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'brand_agency_links' })
export class BrandAgencyLinkEntity {
  @Column({ type: 'uuid', primary: true })
  brandId!: string;

  @Column({ type: 'uuid', primary: true })
  agencyId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** The agency's fee in force, a fraction of the brand's part (decision 171). */
  @Column({ ...fractionColumn, nullable: true })
  feeRate!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  feeConfirmedAt!: Date | null;

  /** A fee the agency asked for and the owner has not confirmed yet. */
  @Column({ ...fractionColumn, nullable: true })
  proposedFeeRate!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  feeProposedAt!: Date | null;
}
