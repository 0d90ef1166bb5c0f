import { Injectable } from '@nestjs/common';
import { ErrorAnswers } from '../common/errors/error-answers';
import { DirectoryReadError, directoryOverApi, type DirectoryReader } from '../contracts/directory.contract';
import { ApiReads } from './api-reads';

/**
 * The directory as the server's render reads it: each read the API's own answer to the same address
 * (`directoryOverApi`, as in the browser), taken from the controller's handler inside the process
 * (`ApiReads`: the same DTOs and pipes, no HTTP, no JSON), and failing as the API would
 * (`DirectoryReadFailure`: its status and JSON error). Reads run in the page request's own context,
 * so a page reads each row once (MikroORM's identity map).
 */
@Injectable()
export class ServerDirectory {
  readonly reader: DirectoryReader = directoryOverApi((path) => this.read(path));

  constructor(
    private readonly api: ApiReads,
    private readonly errors: ErrorAnswers,
  ) {}

  /** A read, failing as the API answers the same request. */
  private async read<T>(path: string): Promise<T> {
    try {
      return await this.api.get<T>(path);
    } catch (error) {
      throw new DirectoryReadError(this.errors.answer(error, null));
    }
  }
}
