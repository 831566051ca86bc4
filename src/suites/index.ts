export * from './problems.js';
export * from './json-syntax.js';
export * from '../formats/yao/jsonl-load.js';
export * from './detect.js';
export * from './discover.js';
export * from './load.js';
export * from '../formats/skilltest/load.js';
