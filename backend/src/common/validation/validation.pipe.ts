import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { bounded, listProblems } from '../errors/error-text';

/**
 * A problem that quotes a long parameter name is cut to this length: long enough for the longest list
 * of choices a rule names (search's 15 filters).
 */
export const PROBLEM_MAX_LENGTH = 280;

function firstProblems(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    // class-validator runs a property's decorators bottom-up: the last failure is the first check as
    // written (the type check, say), and one message per parameter is enough to say what was wrong.
    const own = Object.values(error.constraints ?? {});
    return own.length > 0 ? [own[own.length - 1]!] : firstProblems(error.children ?? [], path);
  });
}

/** Every query, param and body goes through class-validator DTOs; unknown parameters are refused. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    // The first few problems, each of a bounded length, and how many more: never a message per parameter.
    exceptionFactory: (errors) =>
      new BadRequestException(listProblems(firstProblems(errors).map((problem) => bounded(problem, PROBLEM_MAX_LENGTH)))),
  });
}
