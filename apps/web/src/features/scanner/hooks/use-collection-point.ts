import { COLLECTION_POINTS, type CollectionPoint } from '@symposium/sync/protocol';
import { useEffect, useState } from 'react';
import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft';

const KEY = 'kitCollectionPoint';

function keptPoint(): CollectionPoint {
  const kept = readSessionDraft(KEY);
  return COLLECTION_POINTS.find((point) => point === kept) ?? 'main-desk';
}

/**
 * The kit desk's collection point survives a reload and a visit to another page for the tab's session: a phone
 * that reloads the page (or drops the tab) at the workshop desk would otherwise record every later kit at the main
 * desk (docs/decisions/0016-kits-and-the-kit-desk.md, "The kit desk keeps its collection point").
 */
export function useCollectionPoint() {
  const [point, setPoint] = useState<CollectionPoint>(keptPoint);
  useEffect(() => writeSessionDraft(KEY, point), [point]);
  return [point, setPoint] as const;
}
