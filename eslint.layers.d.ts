// Types of eslint.layers.js for test/architecture/layers.test.ts.
export type LayerName = 'engine' | 'text' | 'shared' | 'contract' | 'store' | 'domain' | 'worker' | 'api' | 'core' | 'electron' | 'host' | 'cli' | 'renderer';
export declare const LAYER_FOLDERS: Readonly<Record<LayerName, readonly string[]>>;
export declare const layers: readonly unknown[];
