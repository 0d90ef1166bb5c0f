import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config';
import { ITEM_PHOTO_WIDTHS } from '../contracts/items.contract';
import { PHOTO_FORMATS } from '../stores/store-photo-files';

/** A decoded image larger than this (width × height) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;

/**
 * Items' photos, fetched once from the feed and served from the site (never hot-linked): `sharp`
 * must read the bytes as an image; each width of `ITEM_PHOTO_WIDTHS` is written as a WebP without
 * metadata under the image's hash, in `STORE_PHOTOS_DIR/items` (served at `/store-photos/items/`).
 */
@Injectable()
export class ItemPhotoFiles {
  private readonly directory: string;

  constructor(config: AppConfig) {
    this.directory = join(config.storePhotosDirectory, 'items');
  }

  /** The photo's name (its files' stem), or null when the bytes are no JPEG, PNG or WebP sharp reads. */
  async keep(image: Buffer): Promise<string | null> {
    const name = createHash('sha256').update(image).digest('hex').slice(0, 32);
    let sizes: Buffer[];
    try {
      const decoded = sharp(image, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
      const { format } = await decoded.metadata();
      if (!format || !PHOTO_FORMATS.has(format)) return null;
      // One decoding, each width made from a clone of it.
      const upright = decoded.rotate();
      sizes = await Promise.all(
        ITEM_PHOTO_WIDTHS.map((width) =>
          upright.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
        ),
      );
    } catch {
      return null;
    }
    await mkdir(this.directory, { recursive: true });
    await Promise.all(sizes.map((data, index) => writeFile(join(this.directory, `${name}-${ITEM_PHOTO_WIDTHS[index]}.webp`), data)));
    return name;
  }
}
