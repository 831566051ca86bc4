import type { Diff } from '../model/index.js';

/** Options every renderer accepts; each uses the ones that concern its format. */
export interface RenderOptions {
  /** A folder of user templates (`--templates`); a template missing there falls back to the built-in one. */
  templatesDir?: string;
  /**
   * Byte budget. Markdown: default 1,000,000 (under GitHub's 1 MiB step-summary limit). HTML: the
   * size above which passing attempts' transcripts are left out of the embedded data (default
   * 10,000,000).
   */
  maxBytes?: number;
  /** Where the full report lives (artifact URL); named in truncation notices. */
  reportUrl?: string;
  /** The CI run that produced the report. */
  runUrl?: string;
  /** Comparison with the base branch's report ("Changes vs base"). */
  diff?: Diff;
  /** The clock, for "generated at" lines; defaults to the report's completion time. */
  now?: Date;
  /**
   * JUnit: also write agentci's extensions, which neither Surefire's nor Jenkins xUnit's XSD allows:
   * `file`/`line` and `<properties>` on testcases, `skipped`/`timestamp` on `<testsuites>`,
   * `flakes` and `timestamp` on `<testsuite>` (Surefire 3.0's schema has neither). Default false:
   * the file validates against Jenkins xUnit's junit-10.xsd and Surefire's 3.0 and current schemas.
   */
  junitExtensions?: boolean;
}

/** Default Markdown budget: GitHub's step summary limit is 1 MiB; keep a margin. */
export const DEFAULT_MARKDOWN_MAX_BYTES = 1_000_000;
/** Default HTML data budget before passing attempts' transcripts are dropped. */
export const DEFAULT_HTML_MAX_BYTES = 10_000_000;
