import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '@afilia/contracts';

/** A person who signs in. Profile (name, email) and role live here: one role per user. */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lowercased; unique. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  passwordHash!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  role!: Role;

  /** The authenticator key, sealed (two-factor/totp-keys.ts); set while two-step sign-in is on. */
  @Column({ type: 'text', nullable: true })
  totpKey!: string | null;

  /** A key being set up, sealed, until its first code confirms it. */
  @Column({ type: 'text', nullable: true })
  totpPendingKey!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** The last time step whose code was accepted: a code works once. */
  @Column({ type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  /** Wrong codes since `totpFailuresSince`: at the limit the account takes no code until the window ends. */
  @Column({ type: 'int', default: 0 })
  totpFailures!: number;

  @Column({ type: 'timestamptz', nullable: true })
  totpFailuresSince!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
