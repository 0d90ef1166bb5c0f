import { BadRequestException, Injectable } from '@nestjs/common';
import { META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_PATH_MAX_LENGTH, metaDescriptionPath } from '../contracts/meta.contract';
import { CHANGE_CHANNELS, ChangeNotices } from '../database/change-notices';
import { mapMetaDescription, type MetaDescriptionRow } from './meta-description.mapper';
import { MetaDescriptionRepository } from './meta-description.repository';

/**
 * The operators' own meta descriptions, by normalised page path, as the operator's command lists and
 * changes them; each change is announced to every running instance (`PageMetaDescriptions`).
 */
@Injectable()
export class MetaDescriptionService {
  constructor(
    private readonly descriptions: MetaDescriptionRepository,
    private readonly notices: ChangeNotices,
  ) {}

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
    await this.notices.announce(CHANGE_CHANNELS.metaDescriptions);
    return path;
  }

  /** Removes a page's description; answers whether it had one. */
  async remove(url: string): Promise<boolean> {
    const removed = await this.descriptions.deleteDescription(this.checkedPath(url));
    if (removed) await this.notices.announce(CHANGE_CHANNELS.metaDescriptions);
    return removed;
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
