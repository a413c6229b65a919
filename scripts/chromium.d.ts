/** Path of the Chromium binary every browser runner uses. */
export declare const chromiumPath: string;
/** Flags for every Chromium launch; `--headless` is left to the runner. */
export declare const chromiumArgs: string[];
