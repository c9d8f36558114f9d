// The one part of jsdom the server renderer uses (a window for DOMPurify and the HTML parsers; src/widgets/dom-window.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
