import type { ApiError } from '../src/contracts/api.contract';

/** The message of an API error answer (supertest types every body as `any`). */
export const errorMessage = (response: { body: unknown }): string => (response.body as ApiError).message;
