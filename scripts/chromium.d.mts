export declare const CHROMIUM: string;
export declare const CHROMIUM_PRUEBAS: string;
export declare const FLAGS_CHROMIUM: string[];
