/**
 * The CSV reader is the server's own (server/src/services/csv.ts, which imports nothing): the preview
 * reads a file exactly as the import will, separators, quotes and line numbers included.
 */
export { parseCsv, type CsvLine } from '../../../../server/src/services/csv';
