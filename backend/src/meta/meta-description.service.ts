import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_PATH_MAX_LENGTH,
  metaDescriptionPath,
  type MetaDescriptionAnswer,
} from '../contracts/meta.contract';
import { mapMetaDescription, type MetaDescriptionRow } from './meta-description.mapper';
import { MetaDescriptionRepository } from './meta-description.repository';

/** The operators' own meta descriptions, by normalised page path. */
@Injectable()
export class MetaDescriptionService {
  constructor(private readonly descriptions: MetaDescriptionRepository) {}

  /** `GET /api/meta-description`: the description of the page at `url`; 404 when it has none. */
  async find(url: string): Promise<MetaDescriptionAnswer> {
    const path = metaDescriptionPath(url);
    const found = await this.descriptions.findByPath(path);
    if (!found) throw new NotFoundException(`There is no custom meta description for ${path}`);
    return { metaDescription: found.description };
  }

  /** The description a page's head uses instead of its own, if an operator set one. */
  async descriptionFor(path: string): Promise<string | null> {
    return (await this.descriptions.findByPath(metaDescriptionPath(path)))?.description ?? null;
  }

  async list(): Promise<MetaDescriptionRow[]> {
    return (await this.descriptions.listByPath()).map(mapMetaDescription);
  }

  /** Sets a page's description; answers the path it is kept under. */
  async set(url: string, description: string): Promise<string> {
    const path = this.checkedPath(url);
    const text = description.replace(/\s+/g, ' ').trim();
    if (text.length === 0) throw new BadRequestException('The description is empty');
    if (text.length > META_DESCRIPTION_MAX_LENGTH) {
      throw new BadRequestException(`The description has ${text.length} characters; at most ${META_DESCRIPTION_MAX_LENGTH} are allowed`);
    }
    await this.descriptions.saveDescription(path, text);
    return path;
  }

  /** Removes a page's description; answers whether it had one. */
  remove(url: string): Promise<boolean> {
    return this.descriptions.deleteDescription(this.checkedPath(url));
  }

  private checkedPath(url: string): string {
    if (!url.startsWith('/')) throw new BadRequestException(`'${url}' is not a path: it must start with /`);
    const path = metaDescriptionPath(url);
    if (path.length > META_DESCRIPTION_PATH_MAX_LENGTH) {
      throw new BadRequestException(`The path is longer than ${META_DESCRIPTION_PATH_MAX_LENGTH} characters`);
    }
    return path;
  }
}
