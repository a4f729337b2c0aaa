/** The budget's resources under /api/v1; each is the SWR key of its read. */
export const BUDGET_ITEMS_PATH = '/budget';
export const BUDGET_SUMMARY_PATH = '/budget/summary';
export const BUDGET_CATEGORIES_PATH = '/dictionaries/budget/category';
export const BUDGET_PEOPLE_PATH = '/budget/people';
