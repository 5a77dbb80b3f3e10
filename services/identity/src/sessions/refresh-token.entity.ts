import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A refresh token, stored only as its SHA-256. Rotation keeps a family: presenting a token that
 * was already rotated means it leaked, and the whole family is revoked.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('refresh_tokens_user_id_idx')
  @Column({ type: 'uuid' })
  userId!: string;

  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ type: 'text' })
  tokenHash!: string;

  @Column({ type: 'uuid' })
  familyId!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
