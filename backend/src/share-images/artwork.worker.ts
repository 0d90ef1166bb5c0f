/**
 * The drawing thread (`ArtworkPool`): draws one share card or store picture a task, off the server's
 * request loop, and hands its PNG back without a copy.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import { shareCardPng, storePicturePng } from './share-card-artwork';
import type { ArtworkTask } from './artwork-pool';

export default async function draw(task: ArtworkTask) {
  const png = task.kind === 'card' ? await shareCardPng(task.card, task.site) : await storePicturePng(task.store, task.width);
  // resvg frees a drawing's memory (outside V8's heap) when its objects are collected and the thread's
  // event loop turns: a thread kept busy by a queue of drawings would otherwise grow by megabytes each.
  await nextTurn();
  const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  // A Buffer may share its memory with Node's pool: a copy of its own is what can be moved.
  return Piscina.move(png.byteOffset === 0 && png.byteLength === png.buffer.byteLength ? bytes : bytes.slice());
}
