import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

/** Signs in as the administrator; answers the session cookie to send with later requests. */
export async function signIn(app: NestExpressApplication, password: string): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/admin/sign-in').send({ password }).expect(204);
  const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? [])[0];
  if (!cookie) throw new Error('Sign-in set no cookie');
  return cookie.split(';')[0]!;
}
