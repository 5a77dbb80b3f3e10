import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { serviceDataSourceOptions } from './database.js';

@Entity({ name: 'examples' })
class ExampleEntity {
  @PrimaryColumn({ type: 'uuid' })
  brandId!: string;

  @Column({ type: 'text' })
  accessTokenEncrypted!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'to_address', type: 'text' })
  to!: string;
}

/** Builds the entity metadata without connecting to a database. */
class MetadataOnly extends DataSource {
  build(): Promise<void> {
    return this.buildMetadatas();
  }
}

describe('SnakeNamingStrategy (through serviceDataSourceOptions)', () => {
  it('names columns in snake_case unless the entity names them, and keeps the table the entity names', async () => {
    const dataSource = new MetadataOnly(serviceDataSourceOptions('postgres://unused@127.0.0.1:1/unused', 'example', [ExampleEntity], []));
    await dataSource.build();
    const metadata = dataSource.getMetadata(ExampleEntity);
    expect(metadata.tablePath).toBe('example.examples');
    expect(Object.fromEntries(metadata.columns.map((c) => [c.propertyName, c.databaseName]))).toEqual({
      brandId: 'brand_id',
      accessTokenEncrypted: 'access_token_encrypted',
      name: 'name',
      to: 'to_address',
    });
  });
});
