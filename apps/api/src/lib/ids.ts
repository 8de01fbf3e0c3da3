import { createHash, randomBytes } from 'node:crypto';

/** 24 hex characters, like the spec's `_id`; its last 8 characters form the fallback Player ID. */
export const newId = () => randomBytes(12).toString('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const nowIso = () => new Date().toISOString();
