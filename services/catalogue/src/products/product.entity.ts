import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { centsColumn, fractionColumn } from '@afilia/service-kit';

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ ...centsColumn })
  priceCents!: number;

  @Column({ type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ ...fractionColumn })
  commissionCreator!: number;

  @Column({ ...fractionColumn })
  commissionPlatform!: number;

  @Column({ type: 'text', default: 'active' })
  status!: 'active' | 'inactive';

  /** Present when the product came from the store; null for a custom product. */
  @Column({ type: 'text', nullable: true })
  tiendanubeProductId!: string | null;

  /** The product's page in the store, where its links lead; null for a custom product. */
  @Column({ type: 'text', nullable: true })
  pageUrl!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
