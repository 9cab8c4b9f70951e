/**
 * Game art is SVG, which the browser draws on the main thread, one document per image. Cards that appear
 * together (a new page of results, the rows on screen when a scroll stops) would all draw in the same frame:
 * a long task. They take turns instead — a few cards per animation frame — so the page keeps answering input.
 */
const PER_FRAME = 6;
const queue = new Set<() => void>();
let frame = 0;

function drain() {
  frame = 0;
  let done = 0;
  for (const job of queue) {
    queue.delete(job);
    job();
    if (++done >= PER_FRAME) break;
  }
  if (queue.size > 0) frame = requestAnimationFrame(drain);
}

/** Runs `show` in a coming frame; the returned function cancels it (a card that unmounts first). */
export function queueArt(show: () => void): () => void {
  queue.add(show);
  if (!frame) frame = requestAnimationFrame(drain);
  return () => {
    queue.delete(show);
  };
}
