export * from './problems.js';
export * from './json-syntax.js';
export * from './yao-jsonl.js';
export * from './detect.js';
export * from './discover.js';
export * from './load.js';
export * from './skilltest-yaml.js';
