export * from '../lib/problems.js';
export * from '../lib/json-syntax.js';
export * from './detect.js';
export * from './discover.js';
export * from './load.js';
