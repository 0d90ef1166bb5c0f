import { BadRequestException, Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { CitiesService } from '../cities/cities.service';
import { PublicAnswersInterceptor } from '../common/cache/public-answers';
import { RateLimited } from '../common/http/rate-limits';
import { zipCodePlace } from '../common/places/zip-codes';
import type { PriceComparison } from '../contracts/consignment-terms';
import { StoresService } from '../stores/stores.service';
import { PriceComparisonQuery } from './dto/price-comparison.query';

/** The price comparison: where an item pays its seller most near a place. */
@Controller('tools')
@UseInterceptors(PublicAnswersInterceptor)
export class PriceComparisonController {
  constructor(
    private readonly stores: StoresService,
    private readonly cities: CitiesService,
  ) {}

  /** A city (404 when unknown), a ZIP code, or a position; counted as a search (it reads the stores near a place). */
  @Get('price-comparison')
  @RateLimited(['search'])
  async compare(@Query() query: PriceComparisonQuery): Promise<PriceComparison> {
    const place = await this.placeOf(query);
    const stores = await this.stores.compareNear(place.latitude, place.longitude, query.category, query.price);
    return { category: query.category, price: query.price, place, stores };
  }

  private async placeOf(query: PriceComparisonQuery): Promise<PriceComparison['place']> {
    if (query.lat !== undefined && query.lng !== undefined) return { name: 'your location', latitude: query.lat, longitude: query.lng };
    if (query.zip !== undefined) {
      const place = zipCodePlace(query.zip);
      if (!place || place.latitude === null || place.longitude === null)
        throw new BadRequestException(`ZIP code ${query.zip} is not a US ZIP code we know`);
      return { name: `${place.city}, ${place.state} ${place.zip}`, latitude: place.latitude, longitude: place.longitude };
    }
    const city = await this.cities.getBySlugs(query.state!, query.city!);
    if (city.latitude === null || city.longitude === null)
      throw new BadRequestException(`${city.name} has no place on the map to compare from`);
    return { name: `${city.name}, ${city.state.abbreviation}`, latitude: city.latitude, longitude: city.longitude };
  }
}
