/**
 * mutationOptions of a form that edits rows (reference ranges, group members): the data provider
 * keeps each 400 problem at its row and column (`referenceRanges.1.low`), beside its cell.
 */
export const ROW_ERRORS = { meta: { rowErrors: true } } as const;
