import { NotFoundException } from '@nestjs/common';

/** A 404 that names what was asked for: `No state 'nowhere'`. */
export function notFound(kind: string, key: string | number): NotFoundException {
  return new NotFoundException(`No ${kind} '${key}'`);
}
