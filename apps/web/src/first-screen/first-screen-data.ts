/**
 * The id of the `<script type="application/json">` in which the API sends the answers it drew a page's first
 * screen with (apps/api/src/lib/first-screen.ts writes it, main.tsx reads it).
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
