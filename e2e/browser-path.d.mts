export declare const SYSTEM_CHROMIUM_PATHS: readonly string[];
export declare const INSTALL_HINT: string;
export declare function findChromium(): string | undefined;
