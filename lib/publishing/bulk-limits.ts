/** The most items one bulk publish takes: a few list pages' worth, far below a costly request. */
export const MAX_BULK_PUBLISH = 200;
