import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BadRequestException, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { AppConfig } from '../config/app-config';

/** The longest side of a kept photo. */
const MAX_SIDE = 1600;
/** A decoded image larger than this (width × height) is refused before it is decoded: a small file can unpack huge. */
const MAX_PIXELS = 40_000_000;
/** The formats a photo may come in, owners' and items' alike. */
export const PHOTO_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp']);

/** Removed photos' files, kept for an undo. */
const REMOVED = '.removed';
const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

export interface KeptPhoto {
  file: string;
  width: number;
  height: number;
}

/**
 * Owners' photos: whatever the upload says it is, `sharp` must read it as a JPEG, PNG or WebP; it is
 * turned upright, made at most 1600 px on its longest side, and written again as a WebP without
 * its metadata (camera, place, time) under a random name in `STORE_PHOTOS_DIR`.
 */
@Injectable()
export class StorePhotoFiles {
  private readonly directory: string;

  constructor(config: AppConfig) {
    this.directory = config.storePhotosDirectory;
  }

  async keep(upload: Buffer): Promise<KeptPhoto> {
    const refused = new BadRequestException('The file is not a photo we can read: send a JPEG, PNG or WebP image');
    let format: string | undefined;
    try {
      format = (await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata()).format;
    } catch {
      throw refused;
    }
    if (!format || !PHOTO_FORMATS.has(format)) throw refused;
    let output: { data: Buffer; info: sharp.OutputInfo };
    try {
      output = await sharp(upload, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw refused;
    }
    await mkdir(this.directory, { recursive: true });
    const file = `${randomBytes(16).toString('hex')}.webp`;
    await writeFile(join(this.directory, file), output.data);
    return { file, width: output.info.width, height: output.info.height };
  }

  /** Takes back a file whose row could not be written. */
  async discard(file: string): Promise<void> {
    await unlink(join(this.directory, file)).catch(() => undefined);
  }

  /**
   * A removed photo's file goes to `.removed/`, which is not served (dot folders are refused), and
   * comes back if the removal is undone.
   */
  async hide(file: string): Promise<void> {
    await mkdir(join(this.directory, REMOVED), { recursive: true });
    await rename(join(this.directory, file), join(this.directory, REMOVED, file)).catch(ignoreMissing);
  }

  async show(file: string): Promise<void> {
    await rename(join(this.directory, REMOVED, file), join(this.directory, file)).catch(ignoreMissing);
  }
}
