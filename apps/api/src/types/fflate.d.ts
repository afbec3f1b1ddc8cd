// fflate ships its declarations (lib/index.d.ts) without naming them for the "import" condition
// of its export map, which TypeScript's Bundler resolution takes; a paths mapping would also
// redirect tsx at run time. So the few functions used here are declared as fflate documents them.
declare module 'fflate' {
  /** A file found in a zip's central directory, before anything is unpacked. */
  export interface UnzipFileInfo {
    name: string;
    /** Compressed size. */
    size: number;
    /** Size declared for the unpacked file. */
    originalSize: number;
    compression: number;
  }
  export interface UnzipOptions {
    /** Return false to leave a file packed (and out of the result). */
    filter?: (file: UnzipFileInfo) => boolean;
  }
  export type Unzipped = Record<string, Uint8Array>;
  export function unzipSync(data: Uint8Array, options?: UnzipOptions): Unzipped;
  export function zipSync(
    data: Record<string, Uint8Array>,
    options?: { level?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 },
  ): Uint8Array;
  export function strToU8(text: string): Uint8Array;
  export function strFromU8(data: Uint8Array): string;
}
