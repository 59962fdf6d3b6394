export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  /** Inventor records made for unknown names in a patents import. */
  inventorsCreated: number;
  rejected: Array<{ line: number; reason: string }>;
}

export const emptyReport = (): ImportReport => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  inventorsCreated: 0,
  rejected: [],
});

/** Thrown by a row check: the row is rejected with this reason. */
export class RowError extends Error {}

export function formatReport(entity: string, report: ImportReport): string[] {
  const lines = [
    `${entity}: created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}`,
  ];
  if (report.inventorsCreated)
    lines.push(`Inventors created for unknown names: ${report.inventorsCreated}`);
  for (const r of report.rejected) lines.push(`Rejected line ${r.line}: ${r.reason}`);
  return lines;
}
