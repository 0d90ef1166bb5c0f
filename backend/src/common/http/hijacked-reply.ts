import type { FastifyReply } from 'fastify';

/**
 * Fastify writes a reply's headers only when it sends the reply itself: once a controller has taken
 * Node's response over (`reply.hijack()`), the headers set on the reply go onto Node's response here.
 */
export function copyReplyHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
}
