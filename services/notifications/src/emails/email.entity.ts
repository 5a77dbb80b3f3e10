import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The e-mail outbox: every message is stored first, then handed to the configured sender. */
@Entity({ name: 'emails' })
export class EmailEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;

  @Column({ type: 'text' })
  subject!: string;

  /** The body; a sealed link appears in it as LINK_PLACEHOLDER until the message leaves. */
  @Column({ type: 'text' })
  text!: string;

  /** A link that grants access, sealed for this service (services/kit/src/sealed-box.ts). */
  @Column({ name: 'sealed_link', type: 'text', nullable: true })
  sealedLink!: string | null;

  /** What the message is about, e.g. 'password_reset'; lets tests and support find it. */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'text', default: 'pending' })
  status!: 'pending' | 'sent' | 'failed';

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
