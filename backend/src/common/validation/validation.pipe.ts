import { BadRequestException, ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { unfitTextProblem } from '../../contracts/text-characters';
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

/**
 * The first problem of the text in a request's body, query or address (`name` the parameter's own, for
 * a single one): a name or a value holding a character no text may hold (`contracts/text-characters.ts`).
 * Walked with a list of its own, like the body's depth.
 */
export function unfitTextIn(value: unknown, name: string): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: name }];
  while (pending.length > 0) {
    const { value: next, path } = pending.pop()!;
    if (typeof next === 'string') {
      const problem = unfitTextProblem(path || 'the request', next);
      if (problem) return problem;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push({ value: item, path });
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        const problem = unfitTextProblem('a parameter name', key);
        if (problem) return problem;
        pending.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Every query, param and body goes through class-validator DTOs; unknown parameters are refused. Before
 * any DTO's rule, all of its text is checked for characters no text may hold, once, here.
 */
class DirectoryValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = unfitTextIn(value, metadata.data ?? '');
      if (problem) throw new BadRequestException(bounded(problem, PROBLEM_MAX_LENGTH));
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new DirectoryValidationPipe({
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
