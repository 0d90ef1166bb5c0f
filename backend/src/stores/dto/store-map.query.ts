import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { STORE_MAP_MAX_ZOOM, type MapBbox } from '../../contracts/store-map.contract';

const bboxMessage = 'bbox must be four numbers: west,south,east,north';
const zoomMessage = `zoom must be a whole number from 0 to ${STORE_MAP_MAX_ZOOM}`;

/** `west,south,east,north` as four finite numbers; anything else stays as it was given and is refused. */
function readBbox({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return value;
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : value;
}

/** `GET /api/stores/map`: nothing for every store, or a view (`bbox` and `zoom` together) for its clusters. */
export class StoreMapQuery {
  @IsOptional()
  @Transform(readBbox)
  @IsArray({ message: bboxMessage })
  @ArrayMinSize(4, { message: bboxMessage })
  @ArrayMaxSize(4, { message: bboxMessage })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: bboxMessage })
  bbox?: MapBbox;

  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @IsInt({ message: zoomMessage })
  @Min(0, { message: zoomMessage })
  @Max(STORE_MAP_MAX_ZOOM, { message: zoomMessage })
  zoom?: number;
}
