import { NotFoundException } from '@nestjs/common';
import { noSuchMessage } from '../../contracts/not-found';

/** A 404 that names what was asked for: `No state 'nowhere'`. */
export function notFound(kind: string, key: string | number): NotFoundException {
  return new NotFoundException(noSuchMessage(kind, key));
}
