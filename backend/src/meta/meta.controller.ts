import { CachedAnswers } from '../common/cache/answer-cache';
import { Controller, Get } from '@nestjs/common';
import { CitiesService } from '../cities/cities.service';
import type { DirectoryStats } from '../contracts/api.contract';

@Controller('api')
@CachedAnswers()
export class MetaController {
  constructor(private readonly cities: CitiesService) {}

  /** The directory's live totals, for the home page's statistics. */
  @Get('stats')
  stats(): Promise<DirectoryStats> {
    return this.cities.stats();
  }
}
