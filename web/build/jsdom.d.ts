// The little of jsdom's API that build/prerender-run.ts uses (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
