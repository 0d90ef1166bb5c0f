import { CreateRequestContext, EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { errorText } from '../common/errors/error-text';
import { SuggestionsRepository } from './engine/suggestions.repository';
import { PlaceNames } from './query/place-names';

/** How often the directory's places are read again: a city listed since then shows within this time. */
const READ_EVERY_MILLISECONDS = 60_000;

/**
 * The directory's places in memory (`PlaceNames`), for reading a search's text and for the search
 * boxes: read at the first search, then again once a minute, in the background while the places in
 * hand keep answering (a few thousand rows: a read costs a few milliseconds).
 */
@Injectable()
export class PlaceNamesService {
  private readonly logger = new Logger(PlaceNamesService.name);
  private names: PlaceNames | null = null;
  private readAt = 0;
  private reading: Promise<PlaceNames> | null = null;

  constructor(
    // For `@CreateRequestContext`: each read in a context of its own, whichever request started it.
    protected readonly em: EntityManager,
    private readonly repository: SuggestionsRepository,
  ) {}

  current(): Promise<PlaceNames> {
    if ((!this.names || Date.now() - this.readAt >= READ_EVERY_MILLISECONDS) && !this.reading) {
      this.readAt = Date.now();
      this.reading = this.read().finally(() => {
        this.reading = null;
      });
      if (this.names) this.reading.catch((error: unknown) => this.logger.error(`Reading the places failed: ${errorText(error)}`));
    }
    return this.names ? Promise.resolve(this.names) : this.reading!;
  }

  @CreateRequestContext()
  private async read(): Promise<PlaceNames> {
    this.names = new PlaceNames(await this.repository.placeNames());
    return this.names;
  }
}
