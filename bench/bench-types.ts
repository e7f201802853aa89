/** What the benchmark pages leave on `window` for scripts/bench.ts; the timings are user-timing marks in a trace. */
export type StreamDone = { replyBytes: number; tokens: number };

declare global {
  interface Window {
    streamDone?: StreamDone;
    streamError?: string;
    searchReady?: boolean;
    /** Keystrokes whose matches reached the screen (each leaves key:start, key:dom and key:shown marks). */
    keystrokes: number;
  }
}
