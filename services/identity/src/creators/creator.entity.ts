import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { fractionColumn } from '@afilia/service-kit';
import type { SocialLinks } from '@afilia/contracts';

@Entity({ name: 'creators' })
export class CreatorEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null for a brand's internal creator who has not registered yet. */
  @Index('creators_user_id_key', { unique: true, where: '"user_id" IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Index('creators_slug_key', { unique: true, where: '"slug" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  slug!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  socialLinks!: SocialLinks;

  @Column({ type: 'text', default: 'public' })
  creatorType!: 'internal' | 'public' | 'agency' | 'freelance';

  @Column({ type: 'uuid', nullable: true })
  brandOwnerId!: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  categories!: string[];

  @Column({ type: 'boolean', default: false })
  isVerified!: boolean;

  @Column({ type: 'boolean', default: true })
  isPublic!: boolean;

  @Column({ ...fractionColumn, default: 0.15 })
  defaultCommissionCreator!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
