import { IsString, MaxLength } from 'class-validator';
import { SEARCH_QUERY_MAX_LENGTH } from '../../contracts/search.contract';

/** `GET /api/suggestions`: the text typed so far. */
export class SuggestionsQuery {
  @IsString({ message: 'query must be given once, as text' })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
  query!: string;
}
