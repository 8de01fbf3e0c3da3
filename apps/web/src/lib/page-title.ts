import { SYMPOSIUM } from '@symposium/schema/constants';

/** The document title of a screen (React 19 hoists a <title> rendered anywhere into <head>). */
export const pageTitle = (title: string) => `${title} · ${SYMPOSIUM.title}`;
