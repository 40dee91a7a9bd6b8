import type { CsvCell } from '@slidewise/core';

/** A table a report page shows and exports the same: its header and rows, and the file it downloads as (without extension). */
export interface ReportTable {
  fileName: string;
  header: string[];
  rows: CsvCell[][];
}
