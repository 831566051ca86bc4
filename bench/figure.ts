/** One measured figure, printed by `npm run bench`. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the issue asks for, e.g. "≤ 5 s". */
  target?: string;
  /** Whether the figure meets the target (undefined when there is none). */
  ok?: boolean;
  note?: string;
}
