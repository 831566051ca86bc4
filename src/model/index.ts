export * from './message.js';
export * from './transcript.js';
export * from './case.js';
export * from './result.js';
export * from './report.js';
export * from './config.js';
export * from './diff.js';
