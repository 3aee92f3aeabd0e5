/**
 * The event the app sends once its first render has committed: the page is alive. The script of a page
 * rendered at build time (build/boot.ts, decision 061) then hands over what the visitor typed and pressed
 * before it; `<html data-alive>` says the same to whoever looks later (the journeys, the bench).
 */
export const ALIVE_EVENT = 'seabook:alive';

export function announceAlive(): void {
  document.documentElement.dataset.alive = '';
  document.dispatchEvent(new Event(ALIVE_EVENT));
}
