/** See build-server.mjs. */
export declare const serverBundle: string;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function ensureServerBuild(): Promise<boolean>;
export declare function newestMtime(target: string): number;
