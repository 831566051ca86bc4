export * from './problems.js';
export * from './json-syntax.js';
export * from './detect.js';
export * from './discover.js';
export * from './load.js';
