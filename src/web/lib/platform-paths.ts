/** Platform pages that several features link to (the dashboard's pipeline links to the board). */
export const BOARD_PATH = "/platform/board";
export const TEAM_ANALYTICS_PATH = "/platform/analytics";
