import { Controller, Get, UseInterceptors } from '@nestjs/common';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import { CitiesService } from '../cities/cities.service';
import type { DirectoryStats } from '../contracts/api.contract';

@Controller()
@UseInterceptors(PublicAnswersInterceptor)
export class MetaController {
  constructor(private readonly cities: CitiesService) {}

  /** The directory's live totals, for the home page's statistics. */
  @Get('stats')
  stats(): Promise<DirectoryStats> {
    return this.cities.stats();
  }
}
