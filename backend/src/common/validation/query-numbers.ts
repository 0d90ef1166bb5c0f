import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, Max, Min } from 'class-validator';

/** Numbers from the address: a blank or repeated value is not a number (so it is refused, not read as 0). */
export const numberFromQuery = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : Number.NaN;

/** A coordinate from the address: `lat` from -90 to 90 or `lng` from -180 to 180, one message for every way it is wrong. */
export const CoordinateParam = (name: 'lat' | 'lng') => {
  const limit = name === 'lat' ? 90 : 180;
  const message = `${name} must be a ${name === 'lat' ? 'latitude' : 'longitude'} from -${limit} to ${limit}`;
  return applyDecorators(
    Transform(numberFromQuery),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message }),
    Min(-limit, { message }),
    Max(limit, { message }),
  );
};
