import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

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

/** Express middleware after the body parsers: a body nested deeper than {@link BODY_DEPTH_LIMIT} is a 400. */
export function refuseDeepBodies(request: Request, _response: Response, next: NextFunction): void {
  if (nestedDeeperThan(request.body, BODY_DEPTH_LIMIT)) {
    next(new BadRequestException(`The request body is nested more than ${BODY_DEPTH_LIMIT} levels deep`));
    return;
  }
  next();
}
