import { api } from '@/lib/api';
import type { ImportApplied, ImportKind, ImportRows, ImportSheet, ImportUndone } from '@/lib/api-types';
import { adminPaths } from '../../shell/api/keys';

/** Sends a sheet (CSV or XLSX) of `kind`; the answer is its columns, a suggested mapping and its first rows. */
export function uploadSheet(file: File, kind: ImportKind) {
  const form = new FormData();
  form.append('file', file);
  form.append('kind', kind);
  return api.post<ImportSheet>(adminPaths.imports, form);
}

/** Keeps the mapping and answers every row as it would be read: the dry run, nothing written. */
export function mapSheet(id: number, mapping: Record<string, string | null>) {
  return api.put<ImportRows>(adminPaths.importSheet(id), { mapping });
}

export function applySheet(id: number) {
  return api.post<ImportApplied>(adminPaths.importApply(id));
}

export function undoSheet(id: number) {
  return api.post<ImportUndone>(adminPaths.importUndo(id));
}
