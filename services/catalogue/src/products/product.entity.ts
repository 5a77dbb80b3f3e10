import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { centsColumn, fractionColumn } from '@afilia/service-kit';

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'brand_id', type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'price_cents', ...centsColumn })
  priceCents!: number;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ name: 'commission_creator', ...fractionColumn })
  commissionCreator!: number;

  @Column({ name: 'commission_platform', ...fractionColumn })
  commissionPlatform!: number;

  @Column({ type: 'text', default: 'active' })
  status!: 'active' | 'inactive';

  /** Present when the product came from the store; null for a custom product. */
  @Column({ name: 'tiendanube_product_id', type: 'text', nullable: true })
  tiendanubeProductId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
