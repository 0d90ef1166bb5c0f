import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

/** No body the API takes is nested more than a level or two; this leaves room and stops abuse. */
export const BODY_DEPTH_LIMIT = 32;

/**
 * Whether a parsed body nests arrays and objects more than `limit` levels deep. Walked with a list of
 * its own rather than by recursion, so that no body can overflow the stack here: validation
 * (class-transformer, class-validator) recurses through a body, and a few thousand levels overflow it.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: next, depth } = pending.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(next))
      if (typeof child === 'object' && child !== null) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/**
 * Refuses a body nested more than `BODY_DEPTH_LIMIT` levels deep, before validation (a global pipe,
 * registered ahead of the validation pipe): validation recurses through a body.
 */
@Injectable()
export class BodyDepthPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && nestedDeeperThan(value, BODY_DEPTH_LIMIT))
      throw new BadRequestException(`The request body is nested more than ${BODY_DEPTH_LIMIT} levels deep`);
    return value;
  }
}
