import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { fractionColumn } from '@afilia/service-kit';

@Entity({ name: 'brands' })
export class BrandEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The brand owner's user; null for a brand an agency created. */
  @Index('brands_owner_user_id_key', { unique: true, where: '"owner_user_id" IS NOT NULL' })
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'logo_url', type: 'text', nullable: true })
  logoUrl!: string | null;

  @Column({ name: 'default_commission_brand', ...fractionColumn, default: 0.15 })
  defaultCommissionBrand!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'agencies' })
export class AgencyEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('agencies_user_id_key', { unique: true })
  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'brand_agency_links' })
export class BrandAgencyLinkEntity {
  @Column({ name: 'brand_id', type: 'uuid', primary: true })
  brandId!: string;

  @Column({ name: 'agency_id', type: 'uuid', primary: true })
  agencyId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
