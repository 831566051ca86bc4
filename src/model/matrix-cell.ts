import { z } from 'zod';

/** One cell of skilltest's platform × model matrix (runner.rs run_all: case × platform × model). */
export const MatrixCellSchema = z.object({
  platform: z.string().describe('The platform (`-p`).'),
  model: z.string().describe('The model (`-m`).'),
  name: z.string().describe("The skilltest case name (`runs[].case` in skilltest's report)."),
});
export type MatrixCell = z.infer<typeof MatrixCellSchema>;
