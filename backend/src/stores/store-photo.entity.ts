import { Entity, EntityRepositoryType, Index, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { StorePhotoRepository } from './store-photo.repository';

/**
 * A photo a store's verified owner uploaded: re-encoded as WebP without metadata, its file in the
 * configured folder (`STORE_PHOTOS_DIR`). A removed photo keeps its row and file (`removedAt`), so
 * an administrator can put it back. `storeId` has no foreign key: a closed store keeps its photos.
 */
@Entity({ tableName: 'store_photo', repository: () => StorePhotoRepository })
@Index({ name: 'store_photo_store_index', properties: ['storeId', 'position'] })
export class StorePhoto {
  [EntityRepositoryType]?: StorePhotoRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  /** The file's name in the photos folder: random, `<32 hex>.webp`. */
  @Property({ type: 'string', length: 80, unique: 'store_photo_file_unique' })
  file!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Its place among the store's photos, first shown first. */
  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  removedAt: Date | null = null;
}
