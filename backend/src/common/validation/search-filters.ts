import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { SEARCH_FILTERS } from '../../contracts/api.contract';

const message = `features must be a comma-separated list of: ${SEARCH_FILTERS.join(', ')}`;

/**
 * A `features` parameter (search, a city's stores): the filters that must all hold, comma-separated
 * (`features=sellFurniture,walkInIntake`), or given once each, as a form sends its checkboxes.
 */
export const SearchFiltersParam = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) => {
      const given: unknown[] = Array.isArray(value) ? value : [value];
      if (!given.every((names): names is string => typeof names === 'string')) return value;
      return [...new Set(given.flatMap((names) => names.split(',')).map((name) => name.trim()))].filter((name) => name !== '');
    }),
    IsIn(SEARCH_FILTERS, { each: true, message }),
  );
