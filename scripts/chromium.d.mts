export declare const CHROMIUM: string;
export declare const FLAGS_CHROMIUM: string[];
