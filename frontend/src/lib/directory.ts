import { directoryOverApi, type DirectoryReader } from '@contracts/directory.contract';
import { apiGet } from './api-client';

/** The directory the pages read: the API in the browser; in the server's render, the server's own services. */
let reader: DirectoryReader = directoryOverApi(apiGet);

export const directory = (): DirectoryReader => reader;

/** The server's render reads the directory it is given. */
export function setDirectory(server: DirectoryReader): void {
  reader = server;
}
