import { EntityRepository, QueryOrder } from '@mikro-orm/postgresql';
import type { StorePhoto } from './store-photo.entity';

/** Photos a store's page shows: those not removed. */
const SHOWN = { removedAt: null };

export class StorePhotoRepository extends EntityRepository<StorePhoto> {
  /** The photos a store's page shows, first shown first. */
  listShown(storeId: number): Promise<StorePhoto[]> {
    return this.find({ storeId, ...SHOWN }, { orderBy: { position: QueryOrder.ASC } });
  }

  countShown(storeId: number): Promise<number> {
    return this.count({ storeId, ...SHOWN });
  }

  /** One of the store's photos, while shown. */
  findShown(storeId: number, photoId: number): Promise<StorePhoto | null> {
    return this.findOne({ id: photoId, storeId, ...SHOWN });
  }

  /** One of the store's photos, shown or removed. */
  findOfStore(storeId: number, photoId: number): Promise<StorePhoto | null> {
    return this.findOne({ id: photoId, storeId });
  }

  /** A new photo after the store's others (removed ones too), written at once: its audit entry names its id. */
  async insertLast(storeId: number, photo: Pick<StorePhoto, 'file' | 'width' | 'height'>): Promise<StorePhoto> {
    const [last] = await this.find({ storeId }, { orderBy: { position: QueryOrder.DESC }, limit: 1 });
    const created = this.create({ storeId, ...photo, position: (last?.position ?? 0) + 1 });
    await this.getEntityManager().flush();
    return created;
  }
}
