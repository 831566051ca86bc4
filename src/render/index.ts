export type { RenderOptions } from './options.js';
export { DEFAULT_MARKDOWN_MAX_BYTES, DEFAULT_HTML_MAX_BYTES } from './options.js';
export { renderJunit, JUNIT_SYSTEM_OUT_MAX_BYTES } from './junit.js';
export { renderMarkdown, markdownHelpers } from './markdown.js';
export { renderHtml } from './html.js';
export { renderJson, renderJsonChunks } from './json.js';
export { loadTemplate, builtinTemplatesDir, setBuiltinTemplatesDir } from './templates.js';
